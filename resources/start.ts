/** The app's chunk (vite.config.ts names it): the app started with every resource folder's screens. */
import { startApp } from '../src/start';
import { APP_RESOURCES } from '.';

void startApp(APP_RESOURCES);
