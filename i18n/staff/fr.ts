import type { StaffMessages } from './de';
import { staffTexts } from './parts';

/** The French texts of the staff screens (see ./de.ts). */
export const fr: StaffMessages = staffTexts(
  import.meta.glob<StaffMessages>('../parts/*/fr.ts', { eager: true, import: 'fr' }),
);
