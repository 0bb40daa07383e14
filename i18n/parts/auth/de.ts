/** Sign-in page, two-factor sign-in, password reset, single sign-on and session texts (auth + shell). */
export const de = {
  auth_login_title: 'Anmelden',
  auth_login_intro: 'Melden Sie sich mit Ihrem Benutzernamen oder Ihrer E-Mail-Adresse an.',
  auth_username_label: 'Benutzername oder E-Mail',
  auth_password_label: 'Passwort',
  auth_show_password: 'Passwort anzeigen',
  auth_hide_password: 'Passwort verbergen',
  auth_sign_in: 'Anmelden',
  auth_signing_in: 'Anmeldung läuft…',
  auth_field_required: 'Bitte ausfüllen.',
  auth_login_failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  auth_server_unreachable: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.',
  auth_too_many_attempts:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in %{smart_count} Minute erneut. |||| Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in %{smart_count} Minuten erneut.',
  // password reset: request (login page) and the public page of the mailed link
  auth_forgot_password: 'Passwort vergessen?',
  auth_reset_title: 'Passwort zurücksetzen',
  auth_reset_intro:
    'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  auth_reset_send: 'Link senden',
  auth_reset_sending: 'Wird gesendet…',
  auth_reset_requested:
    'Wenn zu diesen Angaben ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link gesendet. Der Link ist eine Stunde gültig. Bitte schauen Sie auch im Spam-Ordner nach.',
  auth_back_to_sign_in: 'Zurück zur Anmeldung',
  auth_reset_checking: 'Der Link wird geprüft…',
  auth_reset_link_invalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  auth_reset_request_new: 'Neuen Link anfordern',
  auth_reset_new_title: 'Neues Passwort festlegen',
  auth_reset_for_user: 'Für das Konto «%{username}».',
  auth_new_password_label: 'Neues Passwort',
  auth_confirm_password_label: 'Neues Passwort wiederholen',
  auth_reset_save: 'Passwort speichern',
  auth_reset_saving: 'Wird gespeichert…',
  auth_reset_done: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  auth_go_to_sign_in: 'Zur Anmeldung',
  auth_password_rules_title: 'Das Passwort braucht:',
  auth_rule_length: '6 bis 20 Zeichen',
  auth_rule_lowercase: 'einen Kleinbuchstaben',
  auth_rule_uppercase: 'einen Grossbuchstaben',
  auth_rule_digit: 'eine Ziffer',
  auth_rule_special: 'ein Sonderzeichen, z. B. ! ? # . -',
  auth_rule_met: 'erfüllt',
  auth_rule_missing: 'fehlt noch',

  // two-factor sign-in
  auth_2fa_title: 'Anmeldung bestätigen',
  auth_2fa_intro_totp: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  auth_2fa_intro_email: 'Wir haben einen 6-stelligen Code an %{email} gesendet. Geben Sie ihn hier ein.',
  auth_2fa_intro_email_outbox:
    'Der Code für %{email} wartet im Postausgang: Es ist kein Mailserver eingerichtet. Bitte wenden Sie sich an Ihre Administration.',
  auth_2fa_intro_recovery:
    'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code funktioniert nur einmal.',
  auth_2fa_code_label: 'Code',
  auth_2fa_recovery_code_label: 'Wiederherstellungscode',
  auth_2fa_verify: 'Bestätigen',
  auth_2fa_verifying: 'Wird geprüft…',
  auth_2fa_use_recovery: 'Wiederherstellungscode verwenden',
  auth_2fa_use_app: 'Code aus der App verwenden',
  auth_2fa_use_email: 'Code aus der E-Mail verwenden',
  auth_2fa_resend: 'Neuen Code senden',
  auth_2fa_resend_in: 'Neuen Code senden (in %{seconds} s)',
  auth_2fa_resent: 'Wir haben einen neuen Code an %{email} gesendet.',
  auth_2fa_resent_outbox:
    'Der neue Code für %{email} wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
  auth_2fa_resend_wait:
    'Bitte warten Sie noch %{smart_count} Sekunde, bevor Sie einen neuen Code anfordern. |||| Bitte warten Sie noch %{smart_count} Sekunden, bevor Sie einen neuen Code anfordern.',
  auth_2fa_too_many:
    'Zu viele falsche Codes. Bitte versuchen Sie es in %{smart_count} Minute erneut. |||| Zu viele falsche Codes. Bitte versuchen Sie es in %{smart_count} Minuten erneut.',
  auth_2fa_expired: 'Die Zeit für die Bestätigung ist abgelaufen. Bitte melden Sie sich erneut an.',

  // setting up the second factor at sign-in (the project requires it)
  auth_enrol_title: 'Zwei-Faktor-Anmeldung einrichten',
  auth_enrol_intro:
    'Dieses Projekt verlangt bei jeder Anmeldung einen zweiten Schritt. Wählen Sie, wie Sie Ihre Codes erhalten möchten.',
  auth_enrol_app: 'Authenticator-App',
  auth_enrol_app_hint:
    'Zum Beispiel Microsoft Authenticator, Google Authenticator oder eine andere TOTP-App.',
  auth_enrol_email: 'Code per E-Mail',
  auth_enrol_email_hint: 'Bei jeder Anmeldung senden wir einen Code an Ihre E-Mail-Adresse.',
  auth_enrol_scan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App.',
  auth_enrol_qr_label: 'QR-Code für die Authenticator-App',
  auth_enrol_secret_hint: 'Oder geben Sie diesen Schlüssel in der App von Hand ein:',
  auth_enrol_secret_label: 'Schlüssel für die App',
  auth_enrol_confirm_app: 'Geben Sie zur Bestätigung den 6-stelligen Code ein, den die App jetzt anzeigt.',
  auth_enrol_confirm_email: 'Wir haben einen Code an %{email} gesendet. Geben Sie ihn zur Bestätigung ein.',
  auth_enrol_confirm_email_outbox:
    'Der Code für %{email} wartet im Postausgang: Es ist kein Mailserver eingerichtet. Bitte wenden Sie sich an Ihre Administration.',
  auth_enrol_other_method: 'Andere Methode wählen',
  auth_copy: 'Kopieren',
  auth_copied: 'Kopiert',
  auth_copy_failed: 'Das Kopieren hat nicht geklappt. Bitte markieren und kopieren Sie den Text von Hand.',
  auth_recovery_title: 'Ihre Wiederherstellungscodes',
  auth_recovery_intro:
    'Mit diesen Codes melden Sie sich an, wenn Sie Ihre App oder Ihre E-Mails nicht zur Hand haben. Jeder Code funktioniert einmal. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
  auth_recovery_list_label: 'Wiederherstellungscodes',
  auth_recovery_copy: 'Codes kopieren',
  auth_recovery_saved: 'Ich habe die Codes gespeichert',

  // single sign-on
  auth_or: 'oder',
  auth_sso_azure: 'Mit Microsoft anmelden',
  auth_sso_oidc: 'Mit Firmenkonto anmelden',
  auth_sso_waiting: 'Die Anmeldung läuft im neuen Fenster…',
  auth_sso_popup_blocked:
    'Der Browser hat das Anmeldefenster blockiert. Bitte erlauben Sie Pop-up-Fenster für diese Seite und versuchen Sie es erneut.',
  auth_sso_failed: 'Die Anmeldung über Ihr Firmenkonto ist fehlgeschlagen. Bitte versuchen Sie es erneut.',

  // field errors the server names (spec 1 section 5)
  general_field_is_required: 'Bitte ausfüllen.',
  password_too_short: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  password_too_long: 'Das Passwort darf höchstens 20 Zeichen lang sein.',
  password_needs_lowercase: 'Das Passwort braucht einen Kleinbuchstaben.',
  password_needs_uppercase: 'Das Passwort braucht einen Grossbuchstaben.',
  password_needs_digit: 'Das Passwort braucht eine Ziffer.',
  password_needs_special: 'Das Passwort braucht ein Sonderzeichen.',
  password_confirmation_mismatch: 'Die beiden Passwörter stimmen nicht überein.',
  two_factor_code_invalid: 'Der Code ist falsch oder abgelaufen.',
};

declare module '../../partTexts' {
  interface PartTexts {
    auth: typeof de;
  }
}
