import type { Messages } from './de';
import { fr as core } from './core/fr';
import { fr as staff } from './staff/fr';

/** Every French text (see ./de.ts): a key missing here fails the type check. */
export const fr = {
  ...core,
  ...staff,
} satisfies Messages;
