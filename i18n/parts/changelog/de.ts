/** The changelog: its list, one entry's values before and after, the bell's count. */
export const de = {
  changelog_title: 'Änderungsprotokoll',
  changelog_details_title: 'Änderung',
  changelog_back: 'Zum Änderungsprotokoll',
  changelog_bell_unseen: 'Neuigkeiten: %{count} Änderungen',
  changelog_when: 'Zeitpunkt',
  changelog_who: 'Person',
  changelog_action: 'Aktion',
  changelog_record: 'Datensatz',
  changelog_record_gone: 'gelöscht',
  changelog_system: 'System',
  changelog_values: 'Werte vorher und nachher',
  changelog_field: 'Feld',
  changelog_before: 'Vorher',
  changelog_after: 'Nachher',
  changelog_no_values: 'Keine Werte erfasst.',
};

declare module '../../partTexts' {
  interface PartTexts {
    changelog: typeof de;
  }
}
