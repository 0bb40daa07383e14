export const de = {};
export const fr: Record<keyof typeof de, string> = {};
export const it: Record<keyof typeof de, string> = {};
export const en: Record<keyof typeof de, string> = {};
