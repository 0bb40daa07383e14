import type { de } from './de';

export const fr: typeof de = {};
