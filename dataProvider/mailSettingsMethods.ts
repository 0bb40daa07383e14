/** Settings > communication: signature, templates, inline images (spec 2 section 7.5). */
export const mailSettingsMethods = {};
