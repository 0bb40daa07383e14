import type { de } from './de';

export const en: typeof de = {};
