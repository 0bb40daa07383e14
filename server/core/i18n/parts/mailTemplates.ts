/** Mail templates, the signature, the mail dialog and bulk mail, in all four languages. */
export const de = {};

export const fr: typeof de = {};

export const it: typeof de = {};

export const en: typeof de = {};
