/** Tables of the changelog (migration 009); the Database interface (server/db/types.ts) extends this one. */
export interface ChangelogTables {
  changelog_seen: ChangelogSeenTable;
}

/** When a user last opened a project's changelog: the bell counts the audit rows after `last_seen_id`. */
export interface ChangelogSeenTable {
  project_id: number;
  user_id: number;
  /** the newest audit row of the project when the user last looked; 0 before the first look */
  last_seen_id: number;
  seen_at: string;
}
