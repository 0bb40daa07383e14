/**
 * The German texts of each text part (i18n/parts/<part>/de.ts) by part name, as types. The
 * catalogues gather the parts by path at run time (`import.meta.glob`, staff/); types cannot be
 * globbed, so each part's de.ts adds its own entry here (`declare module '../../partTexts'`), and
 * a part is in the typed catalogue by existing, like it is in the loaded one.
 * tests/unit/registry.test.ts fails when a part's de.ts does not add itself under its folder name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each part's de.ts
export interface PartTexts {}

export type TextPart = keyof PartTexts;

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The German texts of the given parts as one type: each key typed, so a missing one is an error. */
export type TextsOf<P extends TextPart> = Intersection<PartTexts[P]>;
