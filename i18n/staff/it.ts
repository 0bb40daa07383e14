import type { AreaTexts } from '../areas';
import type { StaffMessages } from './de';
import { staffTexts } from './parts';

/** The Italian texts of the staff screens (see ./de.ts). */
export const it = staffTexts(
  import.meta.glob<AreaTexts>('../parts/*/it.ts', { eager: true, import: 'it' }),
) as StaffMessages;
