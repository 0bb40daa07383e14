/** The communication screen (inbox), the messenger and the unread counter. */
export const de = {
  communication_title: 'Kommunikation',
  communication_mailboxes: 'Postfächer',
  communication_mailbox_inbox: 'Eingang',
  communication_mailbox_sent: 'Gesendet',
  communication_mailbox_outbox: 'Postausgang',
  communication_outbox_hint:
    'Hier steht jede Mail, die das Projekt versendet, mit ihrem Status: Mails aus Konversationen und automatische Mails wie Bewerbungsbestätigungen, Angebote und Einladungen. Ist kein Mailserver eingerichtet, warten sie hier, bis einer eingerichtet ist; es geht nichts verloren.',
  communication_unread: 'ungelesen',
  communication_no_application: 'Diese Mail gehört zu keiner Bewerbung.',

  messenger_title: 'Messenger',
  messenger_title_of: 'Messenger: %{name}',
  messenger_conversation: 'Unterhaltung',
  messenger_empty: 'In dieser Unterhaltung gibt es noch keine Mails.',
  messenger_from: 'Von %{from}',
  messenger_to: 'An %{to}',
  messenger_sent_by: 'gesendet von %{name}',
  messenger_status_received: 'Empfangen',
  messenger_status_queued: 'Wartet auf Versand',
  messenger_status_sent: 'Gesendet',
  messenger_status_failed: 'Fehlgeschlagen',
  messenger_status_bounced: 'Unzustellbar',
  messenger_status_unconfirmed: 'Zustellung unsicher',
  messenger_new: 'Neu',
  messenger_reason: 'Grund: %{reason}',
  messenger_reason_mail_not_sent_no_server: 'Nicht gesendet: Es ist kein Mailserver eingerichtet.',
  messenger_reason_unconfirmed:
    'Der Versand wurde unterbrochen; die Mail ist möglicherweise nicht angekommen.',
  messenger_reason_bounce: 'Unzustellbar. Der meldende Mailserver schreibt:',
  messenger_sender_differs:
    'Absender weicht ab: %{from} ist keine Adresse dieser Bewerbung. Vorsicht bei Links und Anhängen.',
  messenger_images_blocked: 'Externe Bilder werden nicht geladen.',
  messenger_show_images: 'Bilder anzeigen',
  messenger_no_subject: '(ohne Betreff)',
  messenger_body_title: 'Inhalt der Mail «%{subject}»',
  messenger_attachments: 'Anhänge',
  messenger_download: '%{name} herunterladen',
  messenger_file_to_documents: 'Zu den Dokumenten',
  messenger_filed: 'Bei den Dokumenten abgelegt',
  messenger_categorize_title: '«%{name}» bei den Dokumenten ablegen',
  messenger_category: 'Kategorie',
  messenger_categorize_save: 'Ablegen',
  messenger_categorized: 'Der Anhang ist bei den Dokumenten der Bewerbung abgelegt.',
  messenger_reply: 'Antworten',
  messenger_reply_to: 'Empfängerin oder Empfänger',
  messenger_subject: 'Betreff',
  messenger_subject_one_line: 'Der Betreff darf keinen Zeilenumbruch enthalten.',
  messenger_body: 'Nachricht',
  messenger_send: 'Senden',
  messenger_sent: 'Die Mail ist für den Versand bereit.',
  messenger_no_address: 'Niemand in dieser Bewerbung hat eine E-Mail-Adresse.',
  messenger_open: 'Messenger von %{name} öffnen',
  messenger_open_unread: 'Messenger von %{name} öffnen: ungelesene Mail',
  messenger_open_bounce: 'Messenger von %{name} öffnen: eine Mail war unzustellbar',
  messenger_open_unread_bounce:
    'Messenger von %{name} öffnen: ungelesene Mail, und eine Mail war unzustellbar',
};

declare module '../../partTexts' {
  interface PartTexts {
    messenger: typeof de;
  }
}
