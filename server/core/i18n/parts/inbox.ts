/** The inbox, the messenger and the unread counter, in all four languages. */
export const de = {};

export const fr: typeof de = {};

export const it: typeof de = {};

export const en: typeof de = {};
