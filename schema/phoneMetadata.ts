import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/max/metadata';

/*
 * libphonenumber's full metadata for the phone rules (./phoneRules.ts), as the server and every
 * other Node process has it: from the start. The client build takes ./phoneMetadata.browser.ts
 * instead (package.json's "imports", condition "browser"), which loads it on demand.
 */

/** The metadata; never undefined here. */
export function phoneMetadata(): MetadataJson | undefined {
  return metadata;
}

/** Nothing to load: the metadata came with this module. */
export function loadPhoneMetadata(): Promise<void> {
  return Promise.resolve();
}
