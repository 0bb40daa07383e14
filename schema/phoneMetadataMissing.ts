import { loadPhoneMetadata } from '#phone-metadata';

/*
 * The browser's side of the phone rules' metadata loaded on demand (./phoneRules.ts), without the
 * rules' own code: a form's resolver checks through `withPhoneMetadata` whatever its schema holds.
 */

/** A phone rule had a number to check before the metadata was loaded (browser only). */
export class PhoneMetadataMissing extends Error {
  constructor() {
    super('the phone metadata is not loaded yet: check through withPhoneMetadata()');
    this.name = 'PhoneMetadataMissing';
  }
}

/**
 * Runs `check` (a schema's parse); where a phone rule needed the metadata before it was loaded,
 * loads it and runs `check` again. The first run stops at that rule, so nothing ran twice that
 * had effects beyond the parse.
 */
export async function withPhoneMetadata<T>(check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof PhoneMetadataMissing)) throw error;
    await loadPhoneMetadata();
    return check();
  }
}
