/** Sign-in page and session texts (auth + shell). */
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
};

export const fr: typeof de = {
  auth_login_title: 'Connexion',
  auth_login_intro: 'Connectez-vous avec votre nom d’utilisateur ou votre adresse e-mail.',
  auth_username_label: 'Nom d’utilisateur ou e-mail',
  auth_password_label: 'Mot de passe',
  auth_show_password: 'Afficher le mot de passe',
  auth_hide_password: 'Masquer le mot de passe',
  auth_sign_in: 'Se connecter',
  auth_signing_in: 'Connexion en cours…',
  auth_field_required: 'Veuillez remplir ce champ.',
  auth_login_failed: 'La connexion a échoué. Veuillez réessayer.',
  auth_server_unreachable: 'Le serveur est injoignable. Veuillez vérifier votre connexion Internet.',
  auth_too_many_attempts:
    'Trop de tentatives de connexion échouées. Veuillez réessayer dans %{smart_count} minute. |||| Trop de tentatives de connexion échouées. Veuillez réessayer dans %{smart_count} minutes.',
};

export const it: typeof de = {
  auth_login_title: 'Accesso',
  auth_login_intro: 'Accedere con il proprio nome utente o indirizzo e-mail.',
  auth_username_label: 'Nome utente o e-mail',
  auth_password_label: 'Password',
  auth_show_password: 'Mostra password',
  auth_hide_password: 'Nascondi password',
  auth_sign_in: 'Accedi',
  auth_signing_in: 'Accesso in corso…',
  auth_field_required: 'Compilare questo campo.',
  auth_login_failed: 'L’accesso non è riuscito. Si prega di riprovare.',
  auth_server_unreachable: 'Il server non è raggiungibile. Verificare la connessione Internet.',
  auth_too_many_attempts:
    'Troppi tentativi di accesso non riusciti. Riprovare tra %{smart_count} minuto. |||| Troppi tentativi di accesso non riusciti. Riprovare tra %{smart_count} minuti.',
};

export const en: typeof de = {
  auth_login_title: 'Sign in',
  auth_login_intro: 'Sign in with your username or e-mail address.',
  auth_username_label: 'Username or e-mail',
  auth_password_label: 'Password',
  auth_show_password: 'Show password',
  auth_hide_password: 'Hide password',
  auth_sign_in: 'Sign in',
  auth_signing_in: 'Signing in…',
  auth_field_required: 'Please fill in this field.',
  auth_login_failed: 'Sign-in failed. Please try again.',
  auth_server_unreachable: 'The server cannot be reached. Please check your internet connection.',
  auth_too_many_attempts:
    'Too many failed sign-in attempts. Please try again in %{smart_count} minute. |||| Too many failed sign-in attempts. Please try again in %{smart_count} minutes.',
};
