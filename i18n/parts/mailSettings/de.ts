/** Settings > communication: the mail signature and the mail templates. */
export const de = {};
