/** The communication screen (inbox), the messenger and the unread counter. */
export const de = {};
