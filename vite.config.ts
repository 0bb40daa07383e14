import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { FIRST_LOAD_CLIENT_TESTS, MODULE_MOCKING_TESTS } from './tests/moduleMocking.ts';

const SERVER_TESTS = [
  'tests/unit/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'schema/**/*.test.ts',
  'server/**/*.test.ts',
];

/**
 * React Router's package names only its development build (with its checks and warnings); the
 * client build takes its production build instead, the same code without them.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

/**
 * node-polyglot's (react-admin's translations) two polyfills, in the client build the browser's
 * own functions: without them, about 16 kB of polyfill helpers (call-bind, get-intrinsic and
 * es-abstract's parts) came with every first load.
 */
const POLYGLOT_POLYFILLS = [
  { find: /^object\.entries$/, replacement: 'src/shims/objectEntries.cjs' },
  { find: /^hasown$/, replacement: 'src/shims/hasown.cjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./${replacement}`, import.meta.url)),
}));

/**
 * The modules of the app's start that the public pages' forms use as well (the form frame and its
 * inputs, the password reset): MUI's tooltip, chip, popper and skeleton, ra-core's record and
 * resource contexts and its navigation blocker, and our form feedback. Without a chunk of their
 * own they land in the app's chunk, and every public form loaded the staff app with them; the
 * browser tests (tests/e2e/public-bundle.spec.ts) fail when a public page loads that chunk again,
 * which is when a module belongs on this list.
 */
const SHARED_WITH_PUBLIC_PAGES = new RegExp(
  [
    String.raw`@mui[\\/]material[\\/]esm[\\/](?:Chip|DialogContentText|ListSubheader|Popper|Skeleton|Tooltip)[\\/]`,
    String.raw`@mui[\\/]utils[\\/]esm[\\/]usePreviousProps[\\/]`,
    String.raw`@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation\.js$`,
    String.raw`ra-core[\\/]dist[\\/](?:auth[\\/]useAuthenticated|controller[\\/]record[\\/](?:RecordContext|useRecordContext)|core[\\/](?:ResourceContext|ResourceContextProvider|useResourceDefinitions)|routing[\\/](?:useBlocker|useCanBlock|useRedirect)|util[\\/]warning)\.js$`,
    String.raw`lodash[\\/](?:debounce|isSymbol)\.js$`,
    String.raw`[\\/](?:src[\\/](?:forms[\\/](?:FormSection\.tsx|feedback\.ts)|layout[\\/]sidepanel\.tsx|list[\\/]useNotifyError\.ts|session[\\/]useCurrentUser\.ts)|authProvider[\\/](?:passwordReset|rules)\.ts|dataProvider[\\/]replies\.ts)$`,
  ].join('|'),
);

/**
 * One line after a client build instead of Vite's listing of every chunk (about 130 lines at each
 * `npm start`): how many files, their size and the largest one (bench:client measures the first load).
 */
function buildSummary(): Plugin {
  return {
    name: 'immodesk-build-summary',
    apply: 'build',
    writeBundle(options, bundle) {
      const files = Object.values(bundle);
      const bytes = (file: (typeof files)[number]) =>
        file.type === 'chunk' ? Buffer.byteLength(file.code) : Buffer.byteLength(file.source);
      const total = files.reduce((sum, file) => sum + bytes(file), 0);
      const largest = files.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));
      const kb = (n: number) => `${Math.round(n / 1024)} kB`;
      console.log(
        `client built in ${options.dir ?? 'dist/client'}: ${files.length} files, ${kb(total)}` +
          `, the largest ${largest.fileName} ${kb(bytes(largest))}`,
      );
    },
  };
}

/** The client build (served by the API from dist/client) and the test projects. */
export default defineConfig(({ command }) => ({
  plugins: [react(), buildSummary()],
  // warnings and errors only: the summary above replaces the list of chunks
  logLevel: command === 'build' ? 'warn' : 'info',
  resolve: { alias: command === 'build' ? [...REACT_ROUTER_PRODUCTION, ...POLYGLOT_POLYFILLS] : [] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // the first page's one chunk is about 1.28 MB raw (333 kB gzip); bench:client holds it to its
    // target (bench/results/client.md), so Vite's own warning would only repeat at every start
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        // the entry (src/boot.ts's calls) in a small chunk of its own; a public page's start
        // (src/public/publicStart.tsx: React, MUI, react-admin's context, the public page frame)
        // with the public object list, the lightest public page, in a chunk the staff app shares
        // (without it, that code landed in the app's chunk and every public page loaded the staff
        // app); and what the app's start needs besides (resources/start.ts and its static imports)
        // in one chunk instead of dozens of small ones, each with its own request and import glue;
        // screens and the other public pages keep their own chunks
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 4 },
            {
              name: 'public',
              test: /[\\/]src[\\/](?:public[\\/](?:publicStart|objects[\\/]PublicObjectListPages)|layout[\\/]PublicPages)\.tsx$/,
              priority: 3,
            },
            // what the public pages' forms take from the app's start (SHARED_WITH_PUBLIC_PAGES), in
            // a chunk of its own: in the app's chunk, every public form loaded the staff app
            { name: 'shared', test: SHARED_WITH_PUBLIC_PAGES, priority: 2 },
            // with the data hooks most screens share (src/forms/feedback.ts, small): left to the
            // bundler, they landed in the form engine's chunk, which a list then loaded before its rows
            {
              name: 'app',
              test: /[\\/](?:resources[\\/]start|src[\\/]forms[\\/]feedback)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '^/(fr|it|en)/api/.*': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
    },
  },
  test: {
    // the summary closes with the databases the API tests ran on (tests/api/dialects.ts)
    reporters: ['default', './tests/api/dialectReporter.ts'],
    // API tests wait on the database as much as they compute: two workers even on two cores
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
          environment: 'node',
          // decides once which databases the API tests run on and says so at the start
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // the files of a worker share its loaded modules: the server is imported once per worker,
          // not once per file (state kept in modules is keyed per database)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // files that replace a module (vi.mock) need modules of their own
          name: 'server-isolated',
          include: MODULE_MOCKING_TESTS,
          environment: 'node',
          testTimeout: 30000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...FIRST_LOAD_CLIENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          // the object forms' tests render some hundred MUI inputs in jsdom: about 8 s alone, up to
          // 30 s in CI with both cores busy, so their budget leaves room for a loaded machine
          testTimeout: 60000,
          // shared modules as on the server; tests/client/setup.ts puts back what a file changes
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-first-load',
          include: FIRST_LOAD_CLIENT_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 60000,
        },
      },
    ],
  },
}));
