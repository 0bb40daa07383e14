/** Texts of the applicationForm area. */
export const de = {};
