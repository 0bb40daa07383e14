import { Route, Routes } from 'react-router-dom';
import { OwnerCreate, OwnerEdit } from './OwnerForms';
import { OwnerList } from './OwnerList';

/** `/settings/user-management/owners/*`: the list, a new owner and an owner's form. */
export function OwnerRoutes() {
  return (
    <Routes>
      <Route index element={<OwnerList />} />
      <Route path="create" element={<OwnerCreate />} />
      <Route path=":id" element={<OwnerEdit />} />
    </Routes>
  );
}
