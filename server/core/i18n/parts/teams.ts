/** Settings > teams, in all four languages. */
export const de = {
  team_not_found: 'Dieses Team wurde nicht gefunden.',
  team_changed_meanwhile: 'Das Team wurde inzwischen geändert. Bitte laden Sie es neu.',
  team_saved: 'Das Team wurde gespeichert.',
  team_deleted: 'Das Team wurde gelöscht.',
  teams_export_title: 'Teams',
  col_team_name: 'Team',
  col_team_members: 'Mitglieder',
};

export const fr: typeof de = {
  team_not_found: 'Cette équipe est introuvable.',
  team_changed_meanwhile: 'L’équipe a été modifiée entre-temps. Veuillez la recharger.',
  team_saved: 'L’équipe a été enregistrée.',
  team_deleted: 'L’équipe a été supprimée.',
  teams_export_title: 'Équipes',
  col_team_name: 'Équipe',
  col_team_members: 'Membres',
};

export const it: typeof de = {
  team_not_found: 'Questo team non è stato trovato.',
  team_changed_meanwhile: 'Il team è stato modificato nel frattempo. Ricaricarlo.',
  team_saved: 'Il team è stato salvato.',
  team_deleted: 'Il team è stato eliminato.',
  teams_export_title: 'Team',
  col_team_name: 'Team',
  col_team_members: 'Membri',
};

export const en: typeof de = {
  team_not_found: 'This team was not found.',
  team_changed_meanwhile: 'The team was changed in the meantime. Please reload it.',
  team_saved: 'The team was saved.',
  team_deleted: 'The team was deleted.',
  teams_export_title: 'Teams',
  col_team_name: 'Team',
  col_team_members: 'Members',
};
