/**
 * Test files that replace a module with vi.mock. The other test files of a project share their
 * worker's loaded modules (isolate: false in vite.config.ts), where a replaced module would leak
 * into the next file, so these run with modules of their own.
 */
export const MODULE_MOCKING_TESTS = [
  'server/modules/sso/directoryFetch.test.ts',
  'schema/phoneMetadata.test.ts',
];

/**
 * Client test files that watch what happens at a module's first load (an input's code loaded on
 * demand): in the shared modules of a worker, another file may have loaded it already.
 */
export const FIRST_LOAD_CLIENT_TESTS = [
  'tests/client/forms.lazyInputs.test.tsx',
  'tests/client/phoneMetadata.firstLoad.test.tsx',
];
