import type { MetadataJson } from 'libphonenumber-js/core';

/*
 * libphonenumber's full metadata in the browser (package.json's "imports", condition "browser";
 * Node takes ./phoneMetadata.ts): about 40 kB gzip that a page loads only once it checks or
 * formats a phone number, not with every form whose schema has a phone rule.
 */

let metadata: MetadataJson | undefined;
let loading: Promise<void> | undefined;

/** The metadata once loaded, undefined before. */
export function phoneMetadata(): MetadataJson | undefined {
  return metadata;
}

/** Loads the metadata once; later calls share the load (a failed one is tried again). */
export function loadPhoneMetadata(): Promise<void> {
  loading ??= import('libphonenumber-js/max/metadata').then(
    (module) => {
      metadata = module.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
