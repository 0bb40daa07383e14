/** The mail dialog and bulk mail: dialog init, preview, send, attachments, batch progress (spec 2 section 7.5). */
export const mailMethods = {};
