import { de as core } from './core/de';
import { de as staff } from './staff/de';

/**
 * Every German text: the shell's (core/) and the staff screens' (staff/), which hold the parts of
 * every other text area too (areas.ts). The app never
 * loads this whole catalogue; it is the reference every language must match, key for key.
 */
export const de = {
  ...core,
  ...staff,
};

/** The shape every other catalogue must have: a key missing there fails the type check. */
export type Messages = typeof de;
