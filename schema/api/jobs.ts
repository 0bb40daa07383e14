/** The states of a background job (server/core/jobs.ts). */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A background job as settings > background jobs shows it. */
export interface JobItem {
  id: number;
  kind: string;
  /** what the job does, in the admin's language */
  kind_label: string;
  state: JobState;
  /** runs so far */
  attempts: number;
  /** why the last run failed */
  last_error: string | null;
  /** when it is due (or was, for a failed one) */
  run_at: string;
  updated_at: string;
}

/** GET /api/v1/settings/jobs: the project's jobs that need an admin, and what is coming. */
export interface JobsOverview {
  counts: { queued: number; running: number; failed: number };
  /** failed for good after every retry, newest first */
  failed: JobItem[];
  /** the next jobs due */
  upcoming: JobItem[];
}

/** POST /api/v1/settings/jobs/{id}/retry */
export interface JobRetryReply {
  job: JobItem;
  message: string;
}
