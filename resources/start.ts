/**
 * The app's chunk (vite.config.ts names it): the app started with every resource folder's screens.
 * A function, not an effect of loading the module: public pages load this chunk for code it
 * shares with them, and that must not start the staff app beside them.
 */
import { startApp } from '../src/start';
import { APP_RESOURCES } from '.';

export function start(): Promise<void> {
  return startApp(APP_RESOURCES);
}
