/** A viewing's on-site link: the staff controls on the viewing's page and the caretaker's public page. */
export const de = {
  viewing_onsite_link_title: 'Link für vor Ort',
  viewing_onsite_link_intro:
    'Mit diesem Link erfasst die Person vor Ort (zum Beispiel der Hauswart) ohne eigenes Konto, wer gekommen ist, schreibt Bemerkungen und schliesst die Besichtigung ab. Er gilt bis zum Ende des Besichtigungstags.',
  viewing_onsite_link_address: 'Adresse des Links',
  viewing_onsite_link_valid: 'Gültig bis %{date}, erstellt von %{name}',
  viewing_onsite_link_create: 'Link erstellen',
  viewing_onsite_link_renew: 'Neuen Link erstellen',
  viewing_onsite_link_revoke: 'Link zurückziehen',
  viewing_onsite_link_copy: 'Link kopieren',
  viewing_onsite_link_copied: 'Der Link ist kopiert.',
  viewing_onsite_link_copy_failed:
    'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn.',
  viewing_onsite_link_created: 'Der Link für vor Ort ist bereit.',
  viewing_onsite_link_revoked: 'Der Link für vor Ort ist zurückgezogen.',
  viewing_onsite_link_closed: 'Für eine abgesagte oder vergangene Besichtigung gibt es keinen Link.',
  viewing_onsite_title: 'Besichtigung vor Ort',
  viewing_onsite_intro: 'Haken Sie an, wer gekommen ist. Jede Änderung wird sofort gespeichert.',
  viewing_onsite_slot: 'Zeitfenster %{slot}',
  viewing_onsite_walk_ins: 'Anwesend ohne Anmeldung',
  viewing_onsite_nobody: 'Niemand angemeldet.',
  viewing_onsite_present: '%{name} ist anwesend',
  viewing_onsite_comment: 'Bemerkung zu %{name}',
  viewing_onsite_save_comment: 'Bemerkung speichern',
  viewing_onsite_complete: 'Besichtigung abschliessen',
  viewing_onsite_completed:
    'Die Besichtigung ist abgeschlossen. Anwesenheit und Bemerkungen lassen sich noch korrigieren.',
  viewing_onsite_export: 'Teilnehmende exportieren (Excel)',
  viewing_onsite_count: '%{present} von %{total} anwesend',
};

declare module '../../partTexts' {
  interface PartTexts {
    viewingOnsite: typeof de;
  }
}
