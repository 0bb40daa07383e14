import type { JobHandlers } from '../core/jobs';
import { MAIL_SEND_JOB } from '../core/mail';
import type { ServerModule } from '../core/route';
import type { ListSchema } from '../lists/types';
import { serverModule as account } from './account/index';
import { serverModule as actionLinks } from './actionLinks/index';
import { serverModule as applicationExport } from './applicationExport/index';
import { serverModule as applicationFlow } from './applicationFlow/index';
import { serverModule as applicationForms } from './applicationForms/index';
import { serverModule as applications } from './applications/index';
import { serverModule as auth } from './auth/index';
import { serverModule as buildings } from './buildings/index';
import { serverModule as changelog } from './changelog/index';
import { serverModule as communication } from './communication/index';
import { serverModule as contractSettings } from './contractSettings/index';
import { serverModule as contracts } from './contracts/index';
import { serverModule as contractSigning } from './contractSigning/index';
import { serverModule as dashboard } from './dashboard/index';
import { serverModule as files } from './files/index';
import { serverModule as jobs } from './jobs/index';
import { serverModule as interested } from './interested/index';
import { serverModule as marketing } from './marketing/index';
import { serverModule as objectImport } from './objectImport/index';
import { serverModule as objectMedia } from './objectMedia/index';
import { serverModule as objects } from './objects/index';
import { serverModule as owners } from './owners/index';
import { serverModule as projectSettings } from './projectSettings/index';
import { serverModule as publicApplications } from './publicApplications/index';
import { serverModule as publicObjects } from './publicObjects/index';
import { serverModule as roles } from './roles/index';
import { serverModule as sales } from './sales/index';
import { serverModule as shared } from './shared/index';
import { serverModule as sso } from './sso/index';
import { serverModule as teams } from './teams/index';
import { serverModule as tenants } from './tenants/index';
import { serverModule as users } from './users/index';
import { serverModule as viewings } from './viewings/index';

/**
 * Every server module (`server/modules/<area>/index.ts`), in the order their routes register
 * (the order of docs/api.md). server/app.ts registers them and the list engine serves their lists;
 * tests/unit/serverModules.test.ts fails when a module folder or one of its lists is missing here.
 */
export const MODULES: readonly ServerModule[] = [
  shared,
  auth,
  account,
  sso,
  users,
  projectSettings,
  files,
  objects,
  buildings,
  changelog,
  objectMedia,
  objectImport,
  roles,
  teams,
  owners,
  dashboard,
  applications,
  applicationFlow,
  tenants,
  applicationForms,
  publicApplications,
  actionLinks,
  sales,
  applicationExport,
  communication,
  contractSettings,
  viewings,
  interested,
  contracts,
  jobs,
  contractSigning,
  marketing,
  publicObjects,
];

/** Every list the API serves: the lists each module declares. */
export const LIST_SCHEMAS: readonly ListSchema[] = MODULES.flatMap((m) => m.lists ?? []);

/**
 * Lists served by their module's own route (the inbox: its search has no search text to use); their
 * column order is kept like any list's.
 */
export const ROUTED_LIST_SCHEMAS: readonly ListSchema[] = MODULES.flatMap((m) => m.routedLists ?? []);

/** Every job handler by kind: the jobs each module declares (the job runner of server/main.ts). */
export const JOB_HANDLERS: JobHandlers = Object.assign(
  {},
  ...MODULES.map((m) => m.jobs ?? {}),
) as JobHandlers;

/**
 * Every kind of job (settings > background jobs names each): those of JOB_HANDLERS, and the
 * mails of the outbox, whose jobs the mail sender runs itself over its mail server
 * (server/modules/mail/sender.ts).
 */
export const JOB_KINDS: readonly string[] = [...Object.keys(JOB_HANDLERS), MAIL_SEND_JOB];
