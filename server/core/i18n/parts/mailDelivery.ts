/** Mail delivery (the SMTP sender) and the outbox states, in all four languages. */
export const de = {};

export const fr: typeof de = {};

export const it: typeof de = {};

export const en: typeof de = {};
