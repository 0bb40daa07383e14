import type { JobRetryReply, JobsOverview } from '../schema/api/jobs';
import { reply } from './accountMethods';
import { api } from './http';

const JOBS = '/api/v1/settings/jobs';

/** Settings > background jobs (admins): what failed and why, what is coming, and a retry. */
export const jobMethods = {
  getJobs: () => reply(api.get<JobsOverview>(JOBS)),
  retryJob: (id: number) => reply(api.post<JobRetryReply>(`${JOBS}/${id}/retry`)),
};
