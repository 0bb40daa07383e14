import raFrench from 'ra-language-french';
import type { Messages } from './de';
import * as auth from './parts/auth';
import * as errors from './parts/errors';
import * as layout from './parts/layout';
import * as list from './parts/list';
import * as objects from './parts/objects';
import * as profile from './parts/profile';
import * as settings from './parts/settings';

/** The French catalogue, loaded on demand (see index.ts). */
export const fr = {
  ...raFrench,
  ...errors.fr,
  ...auth.fr,
  ...layout.fr,
  ...list.fr,
  ...objects.fr,
  ...profile.fr,
  ...settings.fr,
} satisfies Messages;
