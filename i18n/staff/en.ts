import type { StaffMessages } from './de';
import { staffTexts } from './parts';

/** The English texts of the staff screens (see ./de.ts). */
export const en: StaffMessages = staffTexts(
  import.meta.glob<StaffMessages>('../parts/*/en.ts', { eager: true, import: 'en' }),
);
