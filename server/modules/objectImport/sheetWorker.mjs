// Starts the sheet worker (sheetWorker.ts) in a worker thread, whether the server runs under tsx
// or not (vitest's test processes, for one): tsx loads the TypeScript of this worker alone.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sheetWorker.ts', import.meta.url);
