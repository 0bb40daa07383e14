import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { takeConsoleMessages } from './consoleGuard';

/**
 * How long findBy/waitFor wait at most: a screen's first lazy import can take a few seconds on a
 * busy machine. A ceiling, not a timing assertion.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * A client test run is quiet: a React warning or a console error that a test did not expect
 * fails that test. A test that expects one takes it with `expectConsole()` (./consoleGuard).
 */
beforeEach(() => {
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
  const unexpected = takeConsoleMessages();
  vi.restoreAllMocks();
  expect(unexpected, 'console messages nobody expected').toEqual([]);
});
