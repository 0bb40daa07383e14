import type { de } from './de';

export const en: typeof de = {
  changelog_title: 'Changelog',
  changelog_details_title: 'Change',
  changelog_back: 'To the changelog',
  changelog_bell_unseen: 'What’s new: %{count} changes',
  changelog_when: 'When',
  changelog_who: 'Who',
  changelog_action: 'Action',
  changelog_record: 'Record',
  changelog_record_gone: 'deleted',
  changelog_system: 'System',
  changelog_values: 'Values before and after',
  changelog_field: 'Field',
  changelog_before: 'Before',
  changelog_after: 'After',
  changelog_no_values: 'No values recorded.',
};
