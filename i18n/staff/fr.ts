import type { AreaTexts } from '../areas';
import type { StaffMessages } from './de';
import { staffTexts } from './parts';

/** The French texts of the staff screens (see ./de.ts). */
export const fr = staffTexts(
  import.meta.glob<AreaTexts>('../parts/*/fr.ts', { eager: true, import: 'fr' }),
) as StaffMessages;
