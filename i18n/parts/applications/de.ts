/** Texts of the applications area. */
export const de = {};
