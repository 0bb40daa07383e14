/** Profile settings (account, security, notifications), the user menu's account entry, and client-side upload checks. */
export const de = {
  profile_calendar_heading: 'Kalender-Abo der Besichtigungen',
  profile_calendar_intro:
    'Eine private Adresse, die Outlook, Google oder Apple Kalender abonnieren: Sie zeigt die Besichtigungen Ihrer Projekte. Wer die Adresse kennt, sieht die Termine; geben Sie sie nicht weiter.',
  profile_calendar_none: 'Sie haben noch kein Kalender-Abo.',
  profile_calendar_active: 'Abo erstellt am {created}; zuletzt abgerufen: {used}.',
  profile_calendar_never_used: 'noch nie',
  profile_calendar_create: 'Abo-Adresse erstellen',
  profile_calendar_renew: 'Neue Adresse erstellen',
  profile_calendar_remove: 'Abo aufheben',
  profile_calendar_url: 'Abo-Adresse',
  profile_calendar_url_once:
    'Kopieren Sie die Adresse jetzt in Ihren Kalender: Sie wird nur dieses eine Mal angezeigt.',
  profile_calendar_renewed: 'Die neue Abo-Adresse ist erstellt; die bisherige gilt nicht mehr.',
  profile_calendar_removed: 'Das Kalender-Abo ist aufgehoben.',
  profile_title: 'Profileinstellungen',
  profile_sections: 'Bereiche der Profileinstellungen',
  profile_tab_account: 'Konto',
  profile_tab_security: 'Sicherheit',
  profile_tab_notifications: 'Benachrichtigungen',
  profile_menu_account: 'Konto',
  profile_copy: 'Kopieren',
  profile_copied: 'In die Zwischenablage kopiert.',
  profile_copy_failed: 'Kopieren ist nicht möglich. Bitte markieren und kopieren Sie den Text von Hand.',
  profile_done: 'Fertig',
  profile_continue: 'Weiter',
  profile_password: 'Passwort',

  // account
  profile_account_heading: 'Persönliche Angaben',
  profile_first_name: 'Vorname',
  profile_last_name: 'Nachname',
  profile_email: 'E-Mail-Adresse',
  profile_username: 'Benutzername',
  profile_username_hint: 'Mindestens 5 Zeichen: Buchstaben, Ziffern, Punkt, Unterstrich und Bindestrich.',
  profile_language: 'Sprache',
  profile_conflict:
    'Ihr Profil wurde inzwischen anderswo geändert. Laden Sie es neu, um die aktuellen Angaben zu sehen; Ihre Eingaben gehen dabei verloren.',
  profile_reload: 'Neu laden',

  // password
  profile_password_heading: 'Passwort ändern',
  profile_password_changed_at: 'Zuletzt geändert am %{date}.',
  profile_current_password: 'Aktuelles Passwort',
  profile_email_password_hint: 'Um die E-Mail-Adresse zu ändern, bestätigen Sie Ihr aktuelles Passwort.',
  profile_new_password: 'Neues Passwort',
  profile_password_confirmation: 'Neues Passwort bestätigen',
  profile_password_submit: 'Passwort ändern',

  // two-factor sign-in
  profile_2fa_heading: 'Zwei-Faktor-Anmeldung',
  profile_2fa_intro:
    'Zusätzlich zum Passwort fragt die Anmeldung nach einem Code aus einer Authenticator-App oder aus einer E-Mail.',
  profile_2fa_status_off: 'Nicht eingerichtet',
  profile_2fa_status_totp: 'Eingeschaltet: Authenticator-App',
  profile_2fa_status_email: 'Eingeschaltet: Code per E-Mail',
  profile_2fa_codes_left:
    'Noch %{smart_count} Wiederherstellungscode gültig. |||| Noch %{smart_count} Wiederherstellungscodes gültig.',
  profile_2fa_required: 'Ein Projekt, in dem Sie arbeiten, verlangt die Zwei-Faktor-Anmeldung.',
  profile_2fa_setup_totp: 'Mit App einrichten',
  profile_2fa_setup_email: 'Per E-Mail einrichten',
  profile_2fa_new_codes: 'Neue Wiederherstellungscodes',
  profile_2fa_disable: 'Ausschalten',
  profile_2fa_password_intro: 'Bitte bestätigen Sie diesen Schritt mit Ihrem aktuellen Passwort.',
  profile_2fa_totp_title: 'Authenticator-App einrichten',
  profile_2fa_totp_scan:
    'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein. Geben Sie dann den Code ein, den die App zeigt.',
  profile_2fa_qr_label: 'QR-Code für die Authenticator-App',
  profile_2fa_secret: 'Schlüssel',
  profile_2fa_email_title: 'Code per E-Mail einrichten',
  profile_2fa_code: 'Code',
  profile_2fa_confirm: 'Bestätigen',
  profile_2fa_codes_title: 'Ihre Wiederherstellungscodes',
  profile_2fa_codes_intro:
    'Bewahren Sie diese Codes sicher auf. Jeder Code gilt einmal, falls Sie keinen Zugang zur App oder zu Ihren E-Mails haben. Sie werden nur jetzt angezeigt.',
  profile_2fa_codes_list: 'Wiederherstellungscodes',

  // sessions
  profile_sessions_heading: 'Angemeldete Geräte',
  profile_sessions_intro:
    'Hier sehen Sie, wo Sie angemeldet sind. Beenden Sie Sitzungen, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
  profile_session_device: '%{browser} auf %{os}',
  profile_session_device_unknown: 'Unbekanntes Gerät',
  profile_session_column_device: 'Gerät',
  profile_session_created: 'Angemeldet',
  profile_session_last_used: 'Zuletzt aktiv',
  profile_session_ip: 'IP-Adresse',
  profile_session_current: 'Diese Sitzung',
  profile_session_end: 'Beenden',
  profile_session_end_label: 'Sitzung beenden: %{device}, angemeldet %{date}',
  profile_sessions_end_others: 'Alle anderen Sitzungen beenden',
  profile_sessions_none: 'Sie sind nirgends sonst angemeldet.',

  // notifications
  profile_notifications_email_heading: 'E-Mail-Benachrichtigungen',
  profile_notifications_email_intro: 'Wählen Sie, worüber wir Sie per E-Mail informieren.',
  profile_event_new_application: 'Neue Bewerbung',
  profile_event_new_message: 'Neue Nachricht',
  profile_event_appointment_booked: 'Besichtigung gebucht',
  profile_event_appointment_cancelled: 'Besichtigung abgesagt',
  profile_event_contract_signed: 'Vertrag unterschrieben',
  profile_notifications_browser_heading: 'Im Browser',
  profile_desktop: 'Benachrichtigungen des Browsers anzeigen',
  profile_sound: 'Ton bei neuen Nachrichten',
  profile_desktop_blocked:
    'Ihr Browser blockiert Benachrichtigungen für diese Seite. Erlauben Sie sie in den Einstellungen des Browsers.',
  profile_notifications_saved: 'Ihre Benachrichtigungen wurden gespeichert.',

  // field errors the server names (spec 1 section 5); the password rules are in the auth part
  password_same_as_current: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  current_password_wrong: 'Das aktuelle Passwort ist falsch.',
  username_too_short: 'Der Benutzername braucht mindestens 5 Zeichen.',
  username_too_long: 'Der Benutzername ist zu lang.',
  username_invalid_characters:
    'Erlaubt sind nur Buchstaben a–z und A–Z, Ziffern, Punkt, Unterstrich und Bindestrich.',
  username_taken: 'Dieser Benutzername ist schon vergeben.',
  email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  email_taken: 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
  field_too_long: 'Der Text ist zu lang.',
  language_invalid: 'Bitte wählen Sie eine der angebotenen Sprachen.',

  // uploads, checked before sending (spec 1 section 5)
  admin_file_name_should_not_exceed_200_chars: 'Der Dateiname darf höchstens 200 Zeichen lang sein.',
  upload_type_not_allowed: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind: %{allowed}.',
  upload_too_large: 'Die Datei ist grösser als %{max} MB.',
};

declare module '../../partTexts' {
  interface PartTexts {
    profile: typeof de;
  }
}
