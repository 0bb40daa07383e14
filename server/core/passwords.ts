import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification, so that an unknown username answers as slowly as a known one. */
export async function verifyNothing(plain: string): Promise<void> {
  dummyHash ??= hashPassword('a password nobody has');
  await verifyPassword(await dummyHash, plain);
}
