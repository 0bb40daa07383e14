import { Route, Routes } from 'react-router-dom';
import { TeamCreate, TeamEdit } from './TeamForms';
import { TeamList } from './TeamList';

/** `/settings/user-management/teams/*`: the list, a new team and a team's form. */
export function TeamRoutes() {
  return (
    <Routes>
      <Route index element={<TeamList />} />
      <Route path="create" element={<TeamCreate />} />
      <Route path=":id" element={<TeamEdit />} />
    </Routes>
  );
}
