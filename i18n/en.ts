import raEnglish from 'ra-language-english';
import type { Messages } from './de';
import * as auth from './parts/auth';
import * as errors from './parts/errors';
import * as layout from './parts/layout';
import * as list from './parts/list';
import * as objects from './parts/objects';
import * as profile from './parts/profile';
import * as settings from './parts/settings';

/** The English catalogue, loaded on demand (see index.ts). */
export const en = {
  ...raEnglish,
  ...errors.en,
  ...auth.en,
  ...layout.en,
  ...list.en,
  ...objects.en,
  ...profile.en,
  ...settings.en,
} satisfies Messages;
