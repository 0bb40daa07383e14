import * as auth from './parts/auth';
import * as errors from './parts/errors';
import * as layout from './parts/layout';
import * as list from './parts/list';
import * as objects from './parts/objects';
import * as profile from './parts/profile';
import * as settings from './parts/settings';
import { raGerman } from './ra/de';

/** The reference catalogue (Swiss German): react-admin's messages and every area's texts. */
export const de = {
  ...raGerman,
  ...errors.de,
  ...auth.de,
  ...layout.de,
  ...list.de,
  ...objects.de,
  ...profile.de,
  ...settings.de,
};

/** The shape every other catalogue must have: a key missing there fails the type check. */
export type Messages = typeof de;
