import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The client build (served by the API from dist/client) and the test projects. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // the first page's one chunk is about 1 MB raw (325 kB gzip, see bench/results/client.md)
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // what the first page needs (the entry's static imports) in one chunk instead of dozens of
        // small ones, each with its own request and import glue; screens keep their own chunks
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'schema/**/*.test.ts',
            'server/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
