import type { Messages } from './de';
import { it as core } from './core/it';
import { it as staff } from './staff/it';

/** Every Italian text (see ./de.ts): a key missing here fails the type check. */
export const it = {
  ...core,
  ...staff,
} satisfies Messages;
