import { de as auth } from './parts/auth/de';
import { de as errors } from './parts/errors/de';
import { de as layout } from './parts/layout/de';
import { de as list } from './parts/list/de';
import { de as objects } from './parts/objects/de';
import { de as profile } from './parts/profile/de';
import { de as settings } from './parts/settings/de';
import { raGerman } from './ra/de';

/** The reference catalogue (Swiss German): react-admin's messages and every area's texts. */
export const de = {
  ...raGerman,
  ...errors,
  ...auth,
  ...layout,
  ...list,
  ...objects,
  ...profile,
  ...settings,
};

/** The shape every other catalogue must have: a key missing there fails the type check. */
export type Messages = typeof de;
