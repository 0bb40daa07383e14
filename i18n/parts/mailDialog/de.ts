/** The mail dialog and bulk mail. */
export const de = {};
