/** The inbox feed, messenger replies, read marks, attachments to documents, the unread count and its long poll (spec 2 section 7.5). */
export const messengerMethods = {};
