/** Incoming mail (replies, bounces) and their attachments, in all four languages. */
export const de = {
  mail_inbound_attachment_refused: 'Anhang «{name}» wurde nicht übernommen: {reason}',
  mail_inbound_attachment_unnamed: '(ohne Namen)',
  mail_inbound_attachment_name: 'Anhang {n}',
  mail_inbound_no_space: 'Der Speicherplatz des Projekts ist voll.',
};

export const fr: typeof de = {
  mail_inbound_attachment_refused: 'La pièce jointe «{name}» n’a pas été reprise : {reason}',
  mail_inbound_attachment_unnamed: '(sans nom)',
  mail_inbound_attachment_name: 'Pièce jointe {n}',
  mail_inbound_no_space: 'L’espace de stockage du projet est plein.',
};

export const it: typeof de = {
  mail_inbound_attachment_refused: 'L’allegato «{name}» non è stato ripreso: {reason}',
  mail_inbound_attachment_unnamed: '(senza nome)',
  mail_inbound_attachment_name: 'Allegato {n}',
  mail_inbound_no_space: 'Lo spazio di archiviazione del progetto è pieno.',
};

export const en: typeof de = {
  mail_inbound_attachment_refused: 'Attachment "{name}" was not kept: {reason}',
  mail_inbound_attachment_unnamed: '(no name)',
  mail_inbound_attachment_name: 'Attachment {n}',
  mail_inbound_no_space: 'The project’s storage space is full.',
};
