/** Texts of the public action pages (offer answer, document upload, reference) and their staff side (Swiss German spelling). */
export const de = {
  // every action page
  action_loading: 'Wird geladen …',
  action_load_failed: 'Die Seite konnte nicht geladen werden.',
  action_link_invalid:
    'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der Mail übernommen haben.',
  action_closed_title: 'Dieser Link gilt nicht mehr',
  action_closed_expired: 'Die Frist für diesen Link ist abgelaufen.',
  action_closed_used: 'Über diesen Link wurde bereits geantwortet. Vielen Dank.',
  action_closed_revoked: 'Dieser Link wurde zurückgezogen, zum Beispiel weil das Angebot nicht mehr besteht.',
  action_contact_intro: 'Bei Fragen wenden Sie sich bitte an:',
  action_contact_email: 'E-Mail: %{email}',
  action_contact_phone: 'Telefon: %{phone}',
  action_send: 'Senden',
  action_sending: 'Wird gesendet …',
  // the offer
  action_offer_title: 'Ihr Angebot',
  action_offer_intro:
    'Guten Tag %{name}. Wir bieten Ihnen dieses Objekt an. Bitte antworten Sie bis %{date}.',
  action_offer_object: 'Objekt',
  action_offer_address: 'Adresse',
  action_offer_ref: 'Referenz',
  action_offer_rooms: 'Zimmer',
  action_offer_floor: 'Etage',
  action_offer_rent: 'Bruttomiete pro Monat',
  action_offer_price: 'Preis',
  action_offer_deadline: 'Antwort bis',
  action_offer_answer: 'Ihre Antwort',
  action_offer_accept: 'Ich nehme das Angebot an',
  action_offer_decline: 'Ich lehne das Angebot ab',
  action_offer_reason: 'Grund der Absage',
  action_offer_reason_hint: 'Ihr Grund hilft uns, künftige Angebote besser abzustimmen.',
  action_offer_submit: 'Antwort senden',
  action_offer_done_title: 'Vielen Dank für Ihre Antwort',
  // documents
  action_documents_title: 'Unterlagen hochladen',
  action_documents_intro:
    'Guten Tag %{name}. Für Ihre Bewerbung fehlen uns noch die folgenden Unterlagen. Der Link gilt bis %{date}.',
  action_documents_message: 'Nachricht der Verwaltung',
  action_documents_person: 'Person',
  action_documents_household: 'Haushalt',
  action_documents_choose: 'Dateien für «%{category}» auswählen',
  action_documents_uploaded: 'Hochgeladen',
  action_documents_none: 'Noch nichts hochgeladen.',
  action_documents_uploading: 'Wird hochgeladen … %{percent} %',
  // references
  action_reference_title_landlord: 'Referenz als Vermieter/in',
  action_reference_title_employer: 'Referenz als Arbeitgeber/in',
  action_reference_intro:
    '%{name} hat sich bei uns um eine Wohnung beworben und Sie als Referenz angegeben. Vielen Dank, dass Sie sich einen Moment Zeit nehmen.',
  action_reference_answered_by: 'Ihr Name',
  action_reference_yes: 'Ja',
  action_reference_no: 'Nein',
  action_reference_done_title: 'Vielen Dank für Ihre Auskunft',
  reference_question_tenancy_period: 'Mietverhältnis von – bis',
  reference_question_rent_on_time: 'Wurde die Miete stets pünktlich bezahlt?',
  reference_question_complaints: 'Gab es Beanstandungen (Lärm, Hausordnung, Schäden)?',
  reference_question_would_rent_again: 'Würden Sie wieder an diese Person vermieten?',
  reference_question_comment: 'Bemerkungen',
  reference_question_employed_since: 'Angestellt seit',
  reference_question_position: 'Funktion',
  reference_question_permanent: 'Ist die Anstellung unbefristet?',
  reference_question_notice_given: 'Ist die Anstellung gekündigt?',
  // staff side
  documents_request_button: 'Unterlagen anfordern',
  documents_request_title: 'Unterlagen anfordern',
  documents_request_categories: 'Welche Unterlagen?',
  documents_request_message: 'Nachricht an die Bewerbenden',
  documents_request_send: 'Anfrage senden',
  documents_request_no_categories: 'Das Bewerbungsformular fragt keine Unterlagen ab.',
  references_title: 'Referenzen',
  references_none: 'Noch keine Referenz angefragt.',
  references_open: 'Angefragt, noch keine Antwort',
  references_expired: 'Abgelaufen ohne Antwort',
  references_answered: 'Beantwortet von %{name} am %{date}',
  reference_kind_landlord: 'Vermieter/in',
  reference_kind_employer: 'Arbeitgeber/in',
  action_signing_title: 'Mietvertrag unterschreiben',
  action_signing_intro:
    'Guten Tag %{name}. Bitte lesen Sie den Mietvertrag für %{object} und unterschreiben Sie ihn hier.',
  action_signing_document: 'Mietvertrag ansehen (PDF)',
  action_signing_fingerprint: 'Fingerabdruck des Dokuments (SHA-256):',
  action_signing_code_intro: 'Zur Bestätigung senden wir Ihnen einen Code an %{email}.',
  action_signing_send_code: 'Code per E-Mail senden',
  action_signing_code: 'Code aus der E-Mail (6 Ziffern)',
  action_signing_name: 'Ihr vollständiger Name',
  action_signing_consent:
    'Mit Ihrer Unterschrift bestätigen Sie, den Mietvertrag mit diesem Fingerabdruck gelesen zu haben und ihm zuzustimmen.',
  action_signing_submit: 'Verbindlich unterschreiben',
  action_signing_done_title: 'Mietvertrag unterschrieben',
  contract_signing_name_required: 'Bitte geben Sie Ihren Namen ein.',
  contract_signing_code_format: 'Der Code besteht aus 6 Ziffern.',
  contract_signing_changed: 'Der Mietvertrag wurde geändert.',
};

declare module '../../partTexts' {
  interface PartTexts {
    actionPages: typeof de;
  }
}
