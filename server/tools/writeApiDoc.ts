import { writeFileSync } from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';
import { apiDoc } from './apiDoc';

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: ':memory:', databaseUrl: null };
const app = await buildApp(config, { database: createDatabase(config) });
await app.ready();
writeFileSync('docs/api.md', apiDoc(app.routeTable));
await app.close();
console.log(`docs/api.md: ${app.routeTable.length} routes`);
