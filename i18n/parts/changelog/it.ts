import type { de } from './de';

export const it: typeof de = {
  changelog_title: 'Registro delle modifiche',
  changelog_details_title: 'Modifica',
  changelog_back: 'Al registro delle modifiche',
  changelog_bell_unseen: 'Novità: %{count} modifiche',
  changelog_when: 'Momento',
  changelog_who: 'Persona',
  changelog_action: 'Azione',
  changelog_record: 'Record',
  changelog_record_gone: 'eliminato',
  changelog_system: 'Sistema',
  changelog_values: 'Valori prima e dopo',
  changelog_field: 'Campo',
  changelog_before: 'Prima',
  changelog_after: 'Dopo',
  changelog_no_values: 'Nessun valore registrato.',
};
