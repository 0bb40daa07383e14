import type { Generated, Selectable } from 'kysely';

/** Tables of settings > teams (migration 012); the Database interface extends this one. */
export interface TeamTables {
  teams: TeamTable;
  team_members: TeamMemberTable;
  team_projects: TeamProjectTable;
  project_teams: ProjectTeamView;
}

/** A team of a customer. */
export interface TeamTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TeamMemberTable {
  team_id: number;
  user_id: number;
}

export interface TeamProjectTable {
  team_id: number;
  project_id: number;
}

/** One row per project and team serving it (the teams list). */
export interface ProjectTeamView {
  project_id: number;
  id: number;
  organisation_id: number;
  name: string;
  members: number;
  projects: string | null;
  updated_at: string;
}

export type Team = Selectable<TeamTable>;
