import { raItalian } from './ra/it';
import type { Messages } from './de';
import * as auth from './parts/auth';
import * as errors from './parts/errors';
import * as layout from './parts/layout';
import * as list from './parts/list';
import * as objects from './parts/objects';
import * as profile from './parts/profile';
import * as settings from './parts/settings';

/** The Italian catalogue, loaded on demand (see index.ts). */
export const it = {
  ...raItalian,
  ...errors.it,
  ...auth.it,
  ...layout.it,
  ...list.it,
  ...objects.it,
  ...profile.it,
  ...settings.it,
} satisfies Messages;
