import type { AreaTexts } from '../areas';
import type { TextsOf } from '../partTexts';
import { staffTexts, type StaffPart } from './parts';

/**
 * The texts of the signed-in staff app beyond its shell: every part of i18n/parts/ but the shell's
 * (./parts.ts), found by path. The layout loads them before its first render (../areas.ts). Each
 * part's other languages are typed after its German (`typeof de`), so a missing key fails there.
 * The type has every key of those parts (../partTexts.ts: each part adds its own).
 */
export const de = staffTexts(
  import.meta.glob<AreaTexts>('../parts/*/de.ts', { eager: true, import: 'de' }),
) as StaffMessages;

export type StaffMessages = TextsOf<StaffPart>;
