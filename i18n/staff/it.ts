import type { StaffMessages } from './de';
import { staffTexts } from './parts';

/** The Italian texts of the staff screens (see ./de.ts). */
export const it: StaffMessages = staffTexts(
  import.meta.glob<StaffMessages>('../parts/*/it.ts', { eager: true, import: 'it' }),
);
