// Starts the dossier worker (dossierWorker.ts) in a worker thread, whether the server runs under
// tsx or not (vitest's test processes, for one): tsx loads the TypeScript of this worker alone.
import { tsImport } from 'tsx/esm/api';

await tsImport('./dossierWorker.ts', import.meta.url);
