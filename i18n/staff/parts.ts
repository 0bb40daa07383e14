import type { AreaTexts } from '../areas';
import type { TextPart } from '../partTexts';

/** The parts the shell ships with (../core/): loaded first, so left out of the staff area. */
const SHELL_PARTS = ['errors', 'auth', 'layout', 'profile', 'users'] as const satisfies readonly TextPart[];

/** The parts of the staff area: every part but the shell's. */
export type StaffPart = Exclude<TextPart, (typeof SHELL_PARTS)[number]>;

/** `../parts/objects/fr.ts` -> `objects` */
const partOf = (file: string): string => file.split('/').at(-2) ?? '';

/**
 * One language's staff texts: every part under i18n/parts/ (found by `import.meta.glob` in the
 * language's file, so a new part is in the catalogue by existing) but the shell's, in a fixed order.
 */
export function staffTexts(parts: Readonly<Record<string, AreaTexts>>): AreaTexts {
  const files = Object.keys(parts)
    .filter((file) => !(SHELL_PARTS as readonly string[]).includes(partOf(file)))
    .sort();
  return Object.assign({}, ...files.map((file) => parts[file]));
}
