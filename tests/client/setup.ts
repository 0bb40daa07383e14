import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { takeConsoleMessages } from './consoleGuard';
import { api, setApiLanguage } from '../../dataProvider/http';

/** The app's own transport, put back after a test that answered its calls itself (./mockApi). */
const originalAdapter = api.defaults.adapter;

/** A preview or a download's object URL (jsdom has none); a test may stub its own. */
export const PREVIEW_URL = 'blob:preview';

/**
 * How long findBy/waitFor wait at most: a screen's first lazy import can take a few seconds on a
 * busy machine. A ceiling, not a timing assertion.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * A client test run is quiet: a React warning or a console error that a test did not expect
 * fails that test. A test that expects one takes it with `expectConsole()` (./consoleGuard).
 */
/*
 * Test files share a worker's modules (isolate: false in vite.config.ts), so what one file
 * changes in them is put back here, for every file, before and after each test.
 */
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => PREVIEW_URL), revokeObjectURL: vi.fn() });
  takeConsoleMessages();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    takeConsoleMessages.record('error', args);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    takeConsoleMessages.record('warn', args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // a screen that navigated the window (a redirect to the login page) leaves its address behind
  window.history.replaceState(null, '', '/');
  api.defaults.adapter = originalAdapter;
  // a test that changed the language leaves the API prefix and <html lang> as they were
  setApiLanguage(null);
  document.documentElement.lang = 'de';
  const unexpected = takeConsoleMessages();
  vi.restoreAllMocks();
  expect(unexpected, 'console messages nobody expected').toEqual([]);
});
