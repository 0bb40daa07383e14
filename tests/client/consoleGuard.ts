import { format } from 'node:util';

/** A console.error or console.warn call during a test, as text. */
export interface ConsoleMessage {
  level: 'error' | 'warn';
  text: string;
}

let recorded: ConsoleMessage[] = [];
let expected: RegExp[] = [];

function isExpected(message: ConsoleMessage): boolean {
  return expected.some((pattern) => pattern.test(message.text));
}

/** The unexpected messages recorded since the last call; clears both lists. */
export function takeConsoleMessages(): ConsoleMessage[] {
  const unexpected = recorded.filter((message) => !isExpected(message));
  recorded = [];
  expected = [];
  return unexpected;
}

takeConsoleMessages.record = (level: ConsoleMessage['level'], args: unknown[]) => {
  recorded.push({ level, text: format(...args) });
};

/**
 * Declares console output the current test provokes on purpose (a failed request react-admin logs,
 * say); anything else still fails the test.
 */
export function expectConsole(...patterns: RegExp[]): void {
  expected.push(...patterns);
}
