import { Route, Routes } from 'react-router-dom';
import { DepositProviderCreate, DepositProviderEdit } from './DepositProviderForms';
import { DepositProviderList } from './DepositProviderList';

/** `/settings/software-interfaces/deposit-providers/*`: the list, a new provider and a provider's form. */
export function DepositProviderRoutes() {
  return (
    <Routes>
      <Route index element={<DepositProviderList />} />
      <Route path="create" element={<DepositProviderCreate />} />
      <Route path=":id" element={<DepositProviderEdit />} />
    </Routes>
  );
}
