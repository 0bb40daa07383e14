/** Accounts: two-factor sign-in, password reset, profile settings, sessions, and their mails. */
export const de = {
  // two-factor sign-in
  two_factor_challenge_invalid: 'Diese Anmeldung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  two_factor_challenge_expired:
    'Die Zeit für die Eingabe des Codes ist abgelaufen. Bitte melden Sie sich erneut an.',
  two_factor_code_invalid: 'Der Code ist falsch oder abgelaufen.',
  too_many_code_attempts: 'Zu viele falsche Codes. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  too_many_attempts_from_address:
    'Zu viele fehlgeschlagene Versuche von Ihrer Netzwerkadresse aus. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  two_factor_already_set_up: 'Für Ihr Konto ist die Zwei-Faktor-Anmeldung bereits eingerichtet.',
  two_factor_method_missing: 'Bitte wählen Sie zuerst, wie Sie Ihre Codes erhalten möchten.',
  two_factor_resend_not_email: 'Einen neuen Code senden wir nur bei der Anmeldung per E-Mail-Code.',
  two_factor_resend_too_soon: 'Bitte warten Sie {seconds} Sekunden, bevor Sie einen neuen Code anfordern.',
  two_factor_not_pending: 'Die Einrichtung ist nicht (mehr) im Gang. Bitte beginnen Sie sie erneut.',
  two_factor_not_enabled: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  two_factor_required_by_project:
    'Ein Projekt, in dem Sie arbeiten, verlangt die Zwei-Faktor-Anmeldung. Sie können sie wechseln, aber nicht ausschalten.',
  two_factor_required:
    'Dieses Projekt verlangt die Zwei-Faktor-Anmeldung. Bitte melden Sie sich hier erneut an.',
  two_factor_enabled:
    'Die Zwei-Faktor-Anmeldung ist eingeschaltet. Bewahren Sie die Wiederherstellungscodes sicher auf.',
  two_factor_disabled: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  two_factor_code_sent: 'Wir haben einen Code an {email} gesendet.',
  two_factor_code_waiting:
    'Der Code für {email} wartet im Postausgang: Es ist kein Mailserver eingerichtet. Bitte wenden Sie sich an Ihre Administration.',
  recovery_codes_regenerated: 'Es gibt neue Wiederherstellungscodes; die bisherigen gelten nicht mehr.',
  two_factor_setting_saved: 'Die Einstellung zur Zwei-Faktor-Anmeldung wurde gespeichert.',

  // passwords
  password_same_as_current: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  current_password_wrong: 'Das aktuelle Passwort ist falsch.',
  too_many_password_attempts:
    'Zu viele falsche Passwörter. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  password_changed: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.',
  password_reset_requested:
    'Wenn zu diesen Angaben ein Konto besteht, haben wir eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet. Der Link ist eine Stunde gültig.',
  password_reset_link_invalid:
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Bitte fordern Sie einen neuen an.',
  password_reset_link_expired:
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen (er gilt eine Stunde). Bitte fordern Sie einen neuen an.',
  password_reset_link_used:
    'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  password_reset_done: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',

  // profile, preferences, sessions
  profile_saved: 'Ihr Profil wurde gespeichert.',
  profile_changed_meanwhile:
    'Ihr Profil wurde inzwischen anderswo geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  username_taken: 'Dieser Benutzername ist bereits vergeben.',
  email_taken: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.',
  notification_settings_saved: 'Die Benachrichtigungen wurden gespeichert.',
  system_notification_preference_saved: 'Die Systembenachrichtigungen wurden gespeichert.',
  session_not_found: 'Diese Sitzung gibt es nicht (mehr).',
  session_ended: 'Die Sitzung wurde beendet.',
  other_sessions_ended: 'Ihre anderen Sitzungen wurden beendet ({count}).',

  // mails
  mail_greeting: 'Guten Tag {name}',
  mail_signature: 'Freundliche Grüsse\n{site}',
  mail_password_reset_subject: 'Passwort zurücksetzen',
  mail_password_reset_intro:
    'Sie haben verlangt, das Passwort Ihres Kontos «{username}» zurückzusetzen. Über diesen Link legen Sie ein neues fest; er ist eine Stunde gültig und funktioniert einmal:',
  mail_password_reset_ignore:
    'Wenn Sie das nicht verlangt haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt dann unverändert.',
  mail_two_factor_code_subject: 'Ihr Code für die Anmeldung',
  mail_two_factor_code_text:
    'Ihr Code lautet: {code}\nEr ist {minutes} Minuten gültig und funktioniert einmal.',
  mail_two_factor_code_warning:
    'Wenn Sie sich gerade nicht anmelden, kennt jemand Ihr Passwort: Bitte ändern Sie es.',
  mail_password_changed_subject: 'Ihr Passwort wurde geändert',
  mail_password_changed_text:
    'Das Passwort Ihres Kontos «{username}» wurde am {date} geändert. Alle anderen Sitzungen wurden beendet.',
  mail_security_warning:
    'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und informieren Sie Ihre Administration.',
  mail_two_factor_disabled_subject: 'Zwei-Faktor-Anmeldung ausgeschaltet',
  mail_two_factor_disabled_text:
    'Für Ihr Konto «{username}» wurde die Zwei-Faktor-Anmeldung am {date} ausgeschaltet.',
  mail_email_changed_subject: 'Ihre E-Mail-Adresse wurde geändert',
  mail_email_changed_text:
    'Die E-Mail-Adresse Ihres Kontos «{username}» wurde am {date} auf {email} geändert. Mails zum Konto gehen ab jetzt an diese Adresse.',
} as const;

export const fr: Record<keyof typeof de, string> = {
  two_factor_challenge_invalid: 'Cette connexion n’est plus valable. Veuillez vous reconnecter.',
  two_factor_challenge_expired: 'Le délai pour saisir le code est écoulé. Veuillez vous reconnecter.',
  two_factor_code_invalid: 'Le code est erroné ou a expiré.',
  too_many_code_attempts: 'Trop de codes erronés. Veuillez réessayer dans {minutes} minutes.',
  too_many_attempts_from_address:
    'Trop de tentatives échouées depuis votre adresse réseau. Veuillez réessayer dans {minutes} minutes.',
  two_factor_already_set_up: 'L’authentification à deux facteurs est déjà configurée pour votre compte.',
  two_factor_method_missing: 'Veuillez d’abord choisir comment recevoir vos codes.',
  two_factor_resend_not_email: 'Un nouveau code ne peut être envoyé que pour la connexion par code e-mail.',
  two_factor_resend_too_soon: 'Veuillez attendre {seconds} secondes avant de demander un nouveau code.',
  two_factor_not_pending: 'Aucune configuration n’est (plus) en cours. Veuillez recommencer.',
  two_factor_not_enabled: 'L’authentification à deux facteurs n’est pas activée.',
  two_factor_required_by_project:
    'Un projet dans lequel vous travaillez exige l’authentification à deux facteurs. Vous pouvez en changer la méthode, mais pas la désactiver.',
  two_factor_required: 'Ce projet exige l’authentification à deux facteurs. Veuillez vous reconnecter ici.',
  two_factor_enabled:
    'L’authentification à deux facteurs est activée. Conservez les codes de récupération en lieu sûr.',
  two_factor_disabled: 'L’authentification à deux facteurs est désactivée.',
  two_factor_code_sent: 'Nous avons envoyé un code à {email}.',
  two_factor_code_waiting:
    'Le code pour {email} attend dans la boîte d’envoi : aucun serveur de messagerie n’est configuré. Veuillez vous adresser à votre administration.',
  recovery_codes_regenerated:
    'De nouveaux codes de récupération ont été créés ; les précédents ne sont plus valables.',
  two_factor_setting_saved: 'Le réglage de l’authentification à deux facteurs a été enregistré.',
  password_same_as_current: 'Le nouveau mot de passe doit être différent de l’actuel.',
  current_password_wrong: 'Le mot de passe actuel est erroné.',
  too_many_password_attempts: 'Trop de mots de passe erronés. Veuillez réessayer dans {minutes} minutes.',
  password_changed: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  password_reset_requested:
    'Si un compte correspond à ces informations, nous avons envoyé un e-mail avec un lien pour réinitialiser le mot de passe. Le lien est valable une heure.',
  password_reset_link_invalid:
    'Ce lien de réinitialisation du mot de passe n’est pas valable. Veuillez en demander un nouveau.',
  password_reset_link_expired:
    'Ce lien de réinitialisation du mot de passe a expiré (il est valable une heure). Veuillez en demander un nouveau.',
  password_reset_link_used:
    'Ce lien de réinitialisation du mot de passe a déjà été utilisé. Demandez-en un nouveau si nécessaire.',
  password_reset_done:
    'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec le nouveau mot de passe.',
  profile_saved: 'Votre profil a été enregistré.',
  profile_changed_meanwhile:
    'Votre profil a été modifié entre-temps ailleurs. Veuillez recharger la page et réessayer.',
  username_taken: 'Ce nom d’utilisateur est déjà pris.',
  email_taken: 'Cette adresse e-mail appartient déjà à un autre compte.',
  notification_settings_saved: 'Les notifications ont été enregistrées.',
  system_notification_preference_saved: 'Les notifications système ont été enregistrées.',
  session_not_found: 'Cette session n’existe pas (ou plus).',
  session_ended: 'La session a été fermée.',
  other_sessions_ended: 'Vos autres sessions ont été fermées ({count}).',
  mail_greeting: 'Bonjour {name}',
  mail_signature: 'Meilleures salutations\n{site}',
  mail_password_reset_subject: 'Réinitialiser le mot de passe',
  mail_password_reset_intro:
    'Vous avez demandé la réinitialisation du mot de passe de votre compte « {username} ». Ce lien vous permet d’en définir un nouveau ; il est valable une heure et ne fonctionne qu’une fois :',
  mail_password_reset_ignore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail. Votre mot de passe reste inchangé.',
  mail_two_factor_code_subject: 'Votre code de connexion',
  mail_two_factor_code_text:
    'Votre code est : {code}\nIl est valable {minutes} minutes et ne fonctionne qu’une fois.',
  mail_two_factor_code_warning:
    'Si vous n’êtes pas en train de vous connecter, quelqu’un connaît votre mot de passe : veuillez le changer.',
  mail_password_changed_subject: 'Votre mot de passe a été modifié',
  mail_password_changed_text:
    'Le mot de passe de votre compte « {username} » a été modifié le {date}. Toutes les autres sessions ont été fermées.',
  mail_security_warning:
    'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et informez votre administration.',
  mail_two_factor_disabled_subject: 'Authentification à deux facteurs désactivée',
  mail_two_factor_disabled_text:
    'L’authentification à deux facteurs de votre compte « {username} » a été désactivée le {date}.',
  mail_email_changed_subject: 'Votre adresse e-mail a été modifiée',
  mail_email_changed_text:
    'L’adresse e-mail de votre compte « {username} » a été remplacée par {email} le {date}. Les e-mails concernant le compte iront désormais à cette adresse.',
};

export const it: Record<keyof typeof de, string> = {
  two_factor_challenge_invalid: 'Questo accesso non è più valido. Accedere di nuovo.',
  two_factor_challenge_expired: 'Il tempo per inserire il codice è scaduto. Accedere di nuovo.',
  two_factor_code_invalid: 'Il codice è errato o scaduto.',
  too_many_code_attempts: 'Troppi codici errati. Riprovare tra {minutes} minuti.',
  too_many_attempts_from_address:
    'Troppi tentativi non riusciti dal suo indirizzo di rete. Riprovi tra {minutes} minuti.',
  two_factor_already_set_up: 'L’autenticazione a due fattori è già configurata per il suo account.',
  two_factor_method_missing: 'Scegliere prima come ricevere i codici.',
  two_factor_resend_not_email: 'Un nuovo codice può essere inviato solo per l’accesso con codice via e-mail.',
  two_factor_resend_too_soon: 'Attendere {seconds} secondi prima di richiedere un nuovo codice.',
  two_factor_not_pending: 'Nessuna configurazione (più) in corso. Ricominciare.',
  two_factor_not_enabled: 'L’autenticazione a due fattori non è attivata.',
  two_factor_required_by_project:
    'Un progetto in cui lavora richiede l’autenticazione a due fattori. È possibile cambiarne il metodo, ma non disattivarla.',
  two_factor_required: 'Questo progetto richiede l’autenticazione a due fattori. Accedere di nuovo qui.',
  two_factor_enabled:
    'L’autenticazione a due fattori è attivata. Conservare i codici di recupero in un luogo sicuro.',
  two_factor_disabled: 'L’autenticazione a due fattori è disattivata.',
  two_factor_code_sent: 'Abbiamo inviato un codice a {email}.',
  two_factor_code_waiting:
    'Il codice per {email} attende nella posta in uscita: non è configurato alcun server di posta. Si rivolga alla sua amministrazione.',
  recovery_codes_regenerated: 'Sono stati creati nuovi codici di recupero; i precedenti non sono più validi.',
  two_factor_setting_saved: 'L’impostazione dell’autenticazione a due fattori è stata salvata.',
  password_same_as_current: 'La nuova password deve essere diversa da quella attuale.',
  current_password_wrong: 'La password attuale è errata.',
  too_many_password_attempts: 'Troppe password errate. Riprovare tra {minutes} minuti.',
  password_changed: 'La password è stata modificata. Le altre sessioni sono state chiuse.',
  password_reset_requested:
    'Se esiste un account con questi dati, abbiamo inviato un’e-mail con un link per reimpostare la password. Il link è valido un’ora.',
  password_reset_link_invalid: 'Questo link per reimpostare la password non è valido. Richiederne uno nuovo.',
  password_reset_link_expired:
    'Questo link per reimpostare la password è scaduto (è valido un’ora). Richiederne uno nuovo.',
  password_reset_link_used:
    'Questo link per reimpostare la password è già stato utilizzato. Se necessario, richiederne uno nuovo.',
  password_reset_done: 'La password è stata modificata. Ora è possibile accedere con la nuova password.',
  profile_saved: 'Il profilo è stato salvato.',
  profile_changed_meanwhile:
    'Il profilo è stato modificato nel frattempo altrove. Ricaricare la pagina e riprovare.',
  username_taken: 'Questo nome utente è già in uso.',
  email_taken: 'Questo indirizzo e-mail appartiene già a un altro account.',
  notification_settings_saved: 'Le notifiche sono state salvate.',
  system_notification_preference_saved: 'Le notifiche di sistema sono state salvate.',
  session_not_found: 'Questa sessione non esiste (più).',
  session_ended: 'La sessione è stata chiusa.',
  other_sessions_ended: 'Le altre sessioni sono state chiuse ({count}).',
  mail_greeting: 'Buongiorno {name}',
  mail_signature: 'Cordiali saluti\n{site}',
  mail_password_reset_subject: 'Reimpostare la password',
  mail_password_reset_intro:
    'Ha chiesto di reimpostare la password del suo account «{username}». Con questo link ne imposta una nuova; è valido un’ora e funziona una sola volta:',
  mail_password_reset_ignore:
    'Se non ha fatto questa richiesta, può ignorare questa e-mail. La password resta invariata.',
  mail_two_factor_code_subject: 'Il suo codice di accesso',
  mail_two_factor_code_text: 'Il suo codice è: {code}\nÈ valido {minutes} minuti e funziona una sola volta.',
  mail_two_factor_code_warning:
    'Se non sta accedendo in questo momento, qualcuno conosce la sua password: la cambi.',
  mail_password_changed_subject: 'La password è stata modificata',
  mail_password_changed_text:
    'La password del suo account «{username}» è stata modificata il {date}. Tutte le altre sessioni sono state chiuse.',
  mail_security_warning: 'Se non è stato lei, reimposti subito la password e informi la sua amministrazione.',
  mail_two_factor_disabled_subject: 'Autenticazione a due fattori disattivata',
  mail_two_factor_disabled_text:
    'L’autenticazione a due fattori del suo account «{username}» è stata disattivata il {date}.',
  mail_email_changed_subject: 'L’indirizzo e-mail è stato modificato',
  mail_email_changed_text:
    'L’indirizzo e-mail del suo account «{username}» è stato cambiato in {email} il {date}. Le e-mail relative all’account andranno ora a questo indirizzo.',
};

export const en: Record<keyof typeof de, string> = {
  two_factor_challenge_invalid: 'This sign-in is no longer valid. Please sign in again.',
  two_factor_challenge_expired: 'The time to enter the code has run out. Please sign in again.',
  two_factor_code_invalid: 'The code is wrong or has expired.',
  too_many_code_attempts: 'Too many wrong codes. Please try again in {minutes} minutes.',
  too_many_attempts_from_address:
    'Too many failed attempts from your network address. Please try again in {minutes} minutes.',
  two_factor_already_set_up: 'Two-factor sign-in is already set up for your account.',
  two_factor_method_missing: 'Please choose first how you want to receive your codes.',
  two_factor_resend_not_email: 'A new code can only be sent for sign-in with an e-mailed code.',
  two_factor_resend_too_soon: 'Please wait {seconds} seconds before asking for a new code.',
  two_factor_not_pending: 'No set-up is under way (any more). Please start again.',
  two_factor_not_enabled: 'Two-factor sign-in is not turned on.',
  two_factor_required_by_project:
    'A project you work in requires two-factor sign-in. You can change its method but not turn it off.',
  two_factor_required: 'This project requires two-factor sign-in. Please sign in here again.',
  two_factor_enabled: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe.',
  two_factor_disabled: 'Two-factor sign-in is off.',
  two_factor_code_sent: 'We have sent a code to {email}.',
  two_factor_code_waiting:
    'The code for {email} is waiting in the outbox: no mail server is configured. Please contact your administrator.',
  recovery_codes_regenerated: 'There are new recovery codes; the previous ones no longer work.',
  two_factor_setting_saved: 'The two-factor sign-in setting has been saved.',
  password_same_as_current: 'The new password must differ from the current one.',
  current_password_wrong: 'The current password is wrong.',
  too_many_password_attempts: 'Too many wrong passwords. Please try again in {minutes} minutes.',
  password_changed: 'Your password has been changed. Your other sessions have been ended.',
  password_reset_requested:
    'If an account matches these details, we have sent an e-mail with a link to reset the password. The link is valid for one hour.',
  password_reset_link_invalid: 'This password reset link is not valid. Please ask for a new one.',
  password_reset_link_expired:
    'This password reset link has expired (it is valid for one hour). Please ask for a new one.',
  password_reset_link_used:
    'This password reset link has already been used. Please ask for a new one if you need it.',
  password_reset_done: 'Your password has been changed. You can now sign in with the new password.',
  profile_saved: 'Your profile has been saved.',
  profile_changed_meanwhile:
    'Your profile has been changed elsewhere in the meantime. Please reload the page and try again.',
  username_taken: 'This username is already taken.',
  email_taken: 'This e-mail address already belongs to another account.',
  notification_settings_saved: 'The notifications have been saved.',
  system_notification_preference_saved: 'The system notifications have been saved.',
  session_not_found: 'This session does not exist (any more).',
  session_ended: 'The session has been ended.',
  other_sessions_ended: 'Your other sessions have been ended ({count}).',
  mail_greeting: 'Hello {name}',
  mail_signature: 'Kind regards\n{site}',
  mail_password_reset_subject: 'Reset your password',
  mail_password_reset_intro:
    'You asked to reset the password of your account "{username}". This link lets you set a new one; it is valid for one hour and works once:',
  mail_password_reset_ignore:
    'If you did not ask for this, you can ignore this e-mail. Your password stays as it is.',
  mail_two_factor_code_subject: 'Your sign-in code',
  mail_two_factor_code_text: 'Your code is: {code}\nIt is valid for {minutes} minutes and works once.',
  mail_two_factor_code_warning:
    'If you are not signing in right now, someone knows your password: please change it.',
  mail_password_changed_subject: 'Your password has been changed',
  mail_password_changed_text:
    'The password of your account "{username}" was changed on {date}. All other sessions have been ended.',
  mail_security_warning: 'If this was not you, reset your password at once and tell your administrator.',
  mail_two_factor_disabled_subject: 'Two-factor sign-in turned off',
  mail_two_factor_disabled_text: 'Two-factor sign-in for your account "{username}" was turned off on {date}.',
  mail_email_changed_subject: 'Your e-mail address has been changed',
  mail_email_changed_text:
    'The e-mail address of your account "{username}" was changed to {email} on {date}. Mail about the account now goes to that address.',
};
