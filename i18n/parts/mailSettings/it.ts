import type { de } from './de';

export const it: typeof de = {};
