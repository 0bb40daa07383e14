import { RESOURCES } from '../schema/resources';
import type { AppResource } from '../src/registry';

/**
 * The composition root of the client's resources: every folder's index.ts, found by its path, so a
 * new folder is registered by existing (no list to append to). Each index.ts exports the
 * AppResources of its folder, each named after a registry entry of schema/resources.ts; the app
 * (src/App.tsx) receives them from here, so src/ never imports resources/ (eslint.config.js).
 * tests/unit/registry.test.ts checks folders, registry, texts and server lists against each other.
 */
const FOLDER_MODULES = import.meta.glob<Record<string, AppResource>>('./*/index.ts', { eager: true });

/** `./objects/index.ts` -> `objects` */
const folderOf = (modulePath: string): string => modulePath.split('/')[1]!;

/** Each resource folder with the AppResources its index.ts exports. */
export const RESOURCE_FOLDERS: Readonly<Record<string, readonly AppResource[]>> = Object.fromEntries(
  Object.entries(FOLDER_MODULES).map(([path, module]) => [folderOf(path), Object.values(module)]),
);

const REGISTRY_ORDER: readonly string[] = Object.keys(RESOURCES);

/** The resources whose screens exist, in the registry's order: a react-admin <Resource> each. */
export const APP_RESOURCES: readonly AppResource[] = Object.values(RESOURCE_FOLDERS)
  .flat()
  .sort((a, b) => REGISTRY_ORDER.indexOf(a.name) - REGISTRY_ORDER.indexOf(b.name));
