/** Texts of the project settings area: its menu and software interfaces > authentication (2FA requirement, SSO). */
export const de = {
  settings_menu_label: 'Menü Projekteinstellungen',
  settings_menu_back: 'Zurück zur Anwendung',
  settings_menu_software_interfaces: 'Softwareschnittstellen',
  settings_menu_authentication: 'Authentifizierung',

  settings_authentication_title: 'Authentifizierung',
  settings_authentication_intro:
    'Legen Sie fest, wie sich die Mitarbeitenden bei diesem Projekt anmelden: mit einem zweiten Faktor, mit dem Firmenkonto oder mit beidem.',

  settings_2fa_title: 'Zwei-Faktor-Anmeldung',
  settings_2fa_intro:
    'Mit einem zweiten Faktor genügt ein Passwort allein nicht mehr: Bei der Anmeldung braucht es zusätzlich einen Code aus einer Authenticator-App oder per E-Mail.',
  settings_2fa_require: 'Zwei-Faktor-Anmeldung verlangen',
  settings_2fa_enrolled: '%{enrolled} von %{total} Mitarbeitenden haben einen zweiten Faktor eingerichtet.',
  settings_2fa_confirm_title: 'Zwei-Faktor-Anmeldung verlangen?',
  settings_2fa_confirm_enrol:
    'Mitarbeitende ohne zweiten Faktor richten ihn bei ihrer nächsten Anmeldung ein, bevor sie weiterarbeiten können.',
  settings_2fa_confirm_sessions:
    'Sitzungen, die ohne zweiten Faktor geöffnet wurden, funktionieren in diesem Projekt ab sofort nicht mehr.',
  settings_2fa_confirm_missing:
    'Das betrifft zurzeit eine Person. |||| Das betrifft zurzeit %{smart_count} Personen.',
  settings_2fa_confirm_own_session:
    'Auch Ihre eigene Sitzung wurde ohne zweiten Faktor geöffnet: Sie werden abgemeldet und richten bei der nächsten Anmeldung einen zweiten Faktor ein.',
  settings_2fa_confirm_button: 'Verlangen',
  settings_2fa_turned_on: 'Die Zwei-Faktor-Anmeldung ist für dieses Projekt jetzt Pflicht.',
  settings_2fa_turned_off: 'Die Zwei-Faktor-Anmeldung ist für dieses Projekt nicht mehr Pflicht.',

  settings_sso_title: 'Anmeldung mit dem Firmenkonto (Single Sign-on)',
  settings_sso_intro:
    'Mitarbeitende melden sich mit ihrem Konto aus Microsoft Entra ID oder einem anderen OpenID-Connect-Verzeichnis an. Zugeordnet wird über die bestätigte E-Mail-Adresse.',
  settings_sso_step_directory: '1. Verzeichnis wählen und diese Anwendung dort registrieren',
  settings_sso_step_application: '2. Angaben aus dem Verzeichnis übernehmen',
  settings_sso_step_access: '3. Zugang festlegen',
  settings_sso_provider: 'Verzeichnis',
  settings_sso_provider_azure: 'Microsoft Entra ID',
  settings_sso_provider_oidc: 'OpenID Connect',
  settings_sso_callback_url: 'Weiterleitungs-URI (Redirect URI)',
  settings_sso_callback_url_help:
    'Tragen Sie diese Adresse bei der App-Registrierung im Verzeichnis als Weiterleitungs-URI ein (Plattform «Web»).',
  settings_sso_callback_copy: 'Adresse kopieren',
  settings_sso_callback_copied: 'Die Adresse wurde in die Zwischenablage kopiert.',
  settings_sso_callback_copy_failed:
    'Der Browser erlaubt das Kopieren nicht. Die Adresse ist markiert: Kopieren Sie sie mit Ctrl+C.',
  settings_sso_directory_id: 'Verzeichnis-ID (Mandanten-ID)',
  settings_sso_directory_id_help:
    'Eine GUID wie 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b, im Entra Admin Center unter «Übersicht».',
  settings_sso_issuer_url: 'Aussteller-URL (Issuer)',
  settings_sso_issuer_url_help:
    'Die https-Adresse des Anbieters, z. B. https://login.example.ch/realms/firma.',
  settings_sso_client_id: 'Anwendungs-ID (Client-ID)',
  settings_sso_client_id_help: 'Steht bei der App-Registrierung im Verzeichnis.',
  settings_sso_client_secret: 'Geheimer Clientschlüssel',
  settings_sso_client_secret_help: 'Wird verschlüsselt gespeichert und danach nie mehr angezeigt.',
  settings_sso_client_secret_stored:
    'Gespeichert. Leer lassen, um ihn zu behalten; ein neuer Schlüssel ersetzt den gespeicherten.',
  settings_sso_allow_create_users: 'Neue Benutzerkonten bei der ersten Anmeldung anlegen',
  settings_sso_allow_create_users_help:
    'Ausgeschaltet meldet sich nur an, wer hier schon ein Konto mit derselben E-Mail-Adresse hat.',
  settings_sso_default_role: 'Rolle neuer Benutzerkonten',
  settings_sso_default_role_help: 'Administratorrollen werden nie automatisch vergeben.',
  settings_sso_enabled: 'Anmeldung mit dem Firmenkonto einschalten',
  settings_sso_enabled_help: 'Die Anmeldeseite bietet sie an, sobald sie eingeschaltet und gespeichert ist.',
  settings_sso_saved: 'Die Einstellungen für die Anmeldung mit dem Firmenkonto wurden gespeichert.',
  settings_sso_conflict:
    'Jemand anderes hat diese Einstellungen inzwischen gespeichert. Laden Sie die aktuellen Einstellungen und tragen Sie Ihre Änderungen erneut ein.',
  settings_sso_conflict_reload: 'Aktuelle Einstellungen laden',

  settings_role_superuser: 'Superuser',
  settings_role_user: 'Benutzer/in',
  settings_role_assistant: 'Assistenz',
  settings_role_marketer: 'Vermarktung',
  settings_role_contract: 'Vertragswesen',
  settings_role_analyst: 'Analyse',

  // the server's field errors (settings_error_<server key>)
  settings_error_sso_provider_invalid: 'Bitte wählen Sie «Microsoft Entra ID» oder «OpenID Connect».',
  settings_error_sso_directory_id_required: 'Bitte geben Sie die Verzeichnis-ID (Mandanten-ID) ein.',
  settings_error_sso_directory_id_invalid:
    'Die Verzeichnis-ID ist eine GUID wie 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b.',
  settings_error_sso_client_id_required: 'Bitte geben Sie die Anwendungs-ID (Client-ID) ein.',
  settings_error_sso_client_id_invalid:
    'Die Anwendungs-ID darf höchstens 200 Zeichen und keine Leerzeichen enthalten.',
  settings_error_sso_client_secret_required: 'Bitte geben Sie den geheimen Clientschlüssel ein.',
  settings_error_sso_client_secret_invalid:
    'Der geheime Clientschlüssel darf höchstens 1000 Zeichen lang sein.',
  settings_error_sso_issuer_required: 'Bitte geben Sie die Aussteller-URL (Issuer) ein.',
  settings_error_sso_issuer_invalid:
    'Die Aussteller-URL muss eine https-Adresse ohne Parameter sein, z. B. https://login.example.ch/realms/firma.',
  settings_error_sso_issuer_private:
    'Die Aussteller-URL zeigt auf eine interne Adresse (dieser Rechner oder ein privates Netz). Bitte geben Sie die öffentliche https-Adresse Ihres Anmeldedienstes ein.',
  settings_error_sso_default_role_invalid: 'Bitte wählen Sie eine Rolle ohne Administratorrechte.',
  settings_menu_jobs: 'Aufträge im Hintergrund',
  jobs_title: 'Aufträge im Hintergrund',
  jobs_intro:
    'Erinnerungen, Mietenden und andere Arbeiten, die die Anwendung selbst erledigt. Ein Auftrag, der nach allen Versuchen fehlschlägt, steht hier mit dem Grund und kann erneut gestartet werden.',
  jobs_count_failed: '%{smart_count} fehlgeschlagen',
  jobs_count_queued: '%{smart_count} geplant',
  jobs_count_running: '%{smart_count} in Arbeit',
  jobs_failed_section: 'Fehlgeschlagen',
  jobs_failed_none: 'Kein Auftrag ist fehlgeschlagen.',
  jobs_failed_when:
    'Zuletzt versucht am %{date}, %{smart_count} Versuch |||| Zuletzt versucht am %{date}, %{smart_count} Versuche',
  jobs_reason: 'Grund: %{reason}',
  jobs_retry: 'Erneut ausführen',
  jobs_retried: 'Der Auftrag wird erneut ausgeführt.',
  jobs_upcoming_section: 'Als Nächstes',
  jobs_upcoming_none: 'Es ist kein Auftrag geplant.',
};

declare module '../../partTexts' {
  interface PartTexts {
    settings: typeof de;
  }
}
