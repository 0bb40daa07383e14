import type { de } from './de';

export const fr: typeof de = {
  changelog_title: 'Journal des modifications',
  changelog_details_title: 'Modification',
  changelog_back: 'Vers le journal des modifications',
  changelog_bell_unseen: 'Nouveautés : %{count} modifications',
  changelog_when: 'Moment',
  changelog_who: 'Personne',
  changelog_action: 'Action',
  changelog_record: 'Enregistrement',
  changelog_record_gone: 'supprimé',
  changelog_system: 'Système',
  changelog_values: 'Valeurs avant et après',
  changelog_field: 'Champ',
  changelog_before: 'Avant',
  changelog_after: 'Après',
  changelog_no_values: 'Aucune valeur enregistrée.',
};
