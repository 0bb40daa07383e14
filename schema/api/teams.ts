/** GET /api/v1/settings/teams/:id, and the reply of a create or change. */
export interface TeamDetail {
  id: number;
  name: string;
  members: number[];
  projects: number[];
  version: number;
}

/** GET /api/v1/settings/teams/choices: who may be a member, which projects a team may serve. */
export interface TeamChoices {
  users: { id: number; name: string }[];
  projects: { id: number; title: string }[];
}
