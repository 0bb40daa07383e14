/** Settings > users and the invitation page (Swiss German spelling). */
export const de = {
  settings_menu_users: 'Benutzer',
  users_title: 'Benutzer',
  users_invite: 'Einladen',
  users_create_title: 'Benutzer einladen',
  users_edit_title: 'Benutzer bearbeiten',
  users_back_to_list: 'Zur Liste',
  users_invited: 'Die Einladung wurde an %{email} gesendet.',
  users_invited_outbox:
    'Einladung für %{email} erstellt. Die Mail wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
  users_saved: 'Der Benutzer wurde gespeichert.',
  users_superadmin_only: 'Nur ein Superadmin kann einen Superadmin ändern.',
  users_field_first_name: 'Vorname',
  users_field_last_name: 'Nachname',
  users_field_username: 'Benutzername',
  users_field_email: 'E-Mail',
  users_field_language: 'Sprache',
  users_field_role: 'Rolle',
  users_field_projects: 'Projekte',
  users_role_superadmin: 'Superadmin',
  users_role_admin: 'Admin',
  users_role_superuser: 'Superuser',
  users_role_user: 'Benutzer/in',
  users_role_assistant: 'Assistenz',
  users_role_marketer: 'Vermarktung',
  users_role_contract: 'Vertragswesen',
  users_role_analyst: 'Analyse',
  users_status_active: 'Aktiv',
  users_status_invited: 'Eingeladen, Passwort noch nicht gesetzt',
  users_status_inactive: 'Deaktiviert',
  users_invitation_until: 'Link gültig bis %{date}',
  users_action_deactivate: 'Deaktivieren',
  users_action_activate: 'Aktivieren',
  'users_action_reset-2fa': 'Zwei-Faktor zurücksetzen',
  'users_action_resend-invitation': 'Einladung erneut senden',
  users_action_done_deactivate: 'Der Benutzer wurde deaktiviert.',
  users_action_done_activate: 'Der Benutzer wurde aktiviert.',
  'users_action_done_reset-2fa': 'Die Zwei-Faktor-Anmeldung wurde zurückgesetzt.',
  'users_action_done_resend-invitation': 'Die Einladung wurde gesendet.',
  users_resent_outbox: 'Die Einladung wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
  users_action_invitation_link: 'Einladungslink kopieren',
  users_confirm_invitation_link_title: 'Neuen Einladungslink erstellen?',
  users_confirm_invitation_link_text:
    'Für %{name} wird ein neuer Link erstellt. Der gemailte und jeder früher kopierte Link gelten danach nicht mehr.',
  users_invitation_link_title: 'Einladungslink',
  users_invitation_link_text:
    'Geben Sie diesen Link der eingeladenen Person weiter. Er gilt einmal, bis %{date}.',
  users_invitation_link_label: 'Link',
  users_invitation_link_copy: 'Kopieren',
  users_invitation_link_copied: 'Der Einladungslink wurde in die Zwischenablage kopiert.',
  users_invitation_link_copy_manually:
    'Der Browser erlaubt das Kopieren nicht: Bitte markieren und kopieren Sie den Link.',
  users_confirm_deactivate_title: 'Benutzer deaktivieren?',
  users_confirm_deactivate_text: '%{name} wird sofort abgemeldet und kann sich nicht mehr anmelden.',
  'users_confirm_reset-2fa_title': 'Zwei-Faktor zurücksetzen?',
  'users_confirm_reset-2fa_text':
    '%{name} wird abgemeldet und richtet bei der nächsten Anmeldung einen neuen zweiten Faktor ein.',
  users_invitation_title: 'Passwort festlegen',
  users_invitation_invalid: 'Dieser Einladungslink ist ungültig oder abgelaufen.',
  users_invitation_done: 'Ihr Passwort ist gesetzt. Sie können sich jetzt anmelden.',
  user_role_invalid: 'Bitte wählen Sie eine Rolle.',
  user_projects_required: 'Bitte wählen Sie mindestens ein Projekt.',
  user_project_not_allowed: 'Sie können nur Ihre eigenen Projekte vergeben.',
};

declare module '../../partTexts' {
  interface PartTexts {
    users: typeof de;
  }
}
