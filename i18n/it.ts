import { raItalian } from './ra/it';
import type { Messages } from './de';
import { it as auth } from './parts/auth/it';
import { it as errors } from './parts/errors/it';
import { it as layout } from './parts/layout/it';
import { it as list } from './parts/list/it';
import { it as objects } from './parts/objects/it';
import { it as profile } from './parts/profile/it';
import { it as settings } from './parts/settings/it';

/** The Italian catalogue, loaded on demand (see index.ts). */
export const it = {
  ...raItalian,
  ...errors,
  ...auth,
  ...layout,
  ...list,
  ...objects,
  ...profile,
  ...settings,
} satisfies Messages;
