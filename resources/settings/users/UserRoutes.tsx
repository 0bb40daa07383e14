import { Route, Routes } from 'react-router-dom';
import { UserCreate, UserEdit } from './UserForms';
import { UserList } from './UserList';

/** `/settings/user-management/users/*`: the list, the invitation form and a user's form. */
export function UserRoutes() {
  return (
    <Routes>
      <Route index element={<UserList />} />
      <Route path="create" element={<UserCreate />} />
      <Route path=":id" element={<UserEdit />} />
    </Routes>
  );
}
