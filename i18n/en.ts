import type { Messages } from './de';
import { en as core } from './core/en';
import { en as staff } from './staff/en';

/** Every English text (see ./de.ts): a key missing here fails the type check. */
export const en = {
  ...core,
  ...staff,
} satisfies Messages;
