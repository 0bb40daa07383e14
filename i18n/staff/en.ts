import type { AreaTexts } from '../areas';
import type { StaffMessages } from './de';
import { staffTexts } from './parts';

/** The English texts of the staff screens (see ./de.ts). */
export const en = staffTexts(
  import.meta.glob<AreaTexts>('../parts/*/en.ts', { eager: true, import: 'en' }),
) as StaffMessages;
