import raEnglish from 'ra-language-english';
import type { Messages } from './de';
import { en as auth } from './parts/auth/en';
import { en as errors } from './parts/errors/en';
import { en as layout } from './parts/layout/en';
import { en as list } from './parts/list/en';
import { en as objects } from './parts/objects/en';
import { en as profile } from './parts/profile/en';
import { en as settings } from './parts/settings/en';

/** The English catalogue, loaded on demand (see index.ts). */
export const en = {
  ...raEnglish,
  ...errors,
  ...auth,
  ...layout,
  ...list,
  ...objects,
  ...profile,
  ...settings,
} satisfies Messages;
