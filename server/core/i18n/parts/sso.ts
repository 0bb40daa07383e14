/** Single sign-on: directory settings, the popup sign-in and its refusals. */
export const de = {
  // settings (software interfaces > authentication)
  sso_settings_saved: 'Die Einstellungen für die Anmeldung über das Verzeichnis wurden gespeichert.',
  sso_settings_changed:
    'Die Einstellungen wurden inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und prüfen Sie sie.',
  sso_provider_invalid: 'Bitte wählen Sie «Microsoft Entra ID» oder «OpenID Connect».',
  sso_directory_id_required: 'Bitte geben Sie die Verzeichnis-ID (Mandanten-ID) ein.',
  sso_directory_id_invalid:
    'Die Verzeichnis-ID (Mandanten-ID) ist eine GUID wie 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b. Sie steht im Entra Admin Center unter «Übersicht».',
  sso_client_id_required: 'Bitte geben Sie die Anwendungs-ID (Client-ID) ein.',
  sso_client_id_invalid:
    'Die Anwendungs-ID (Client-ID) darf höchstens 200 Zeichen und keine Leerzeichen enthalten.',
  sso_client_secret_required: 'Bitte geben Sie den geheimen Clientschlüssel ein.',
  sso_client_secret_invalid: 'Der geheime Clientschlüssel darf höchstens 1000 Zeichen lang sein.',
  sso_issuer_required: 'Bitte geben Sie die Aussteller-URL (Issuer) Ihres OpenID-Connect-Anbieters ein.',
  sso_issuer_invalid:
    'Die Aussteller-URL muss eine https-Adresse ohne Parameter sein, z. B. https://login.example.ch/realms/firma.',
  sso_issuer_private:
    'Die Aussteller-URL zeigt auf eine interne Adresse (dieser Rechner oder ein privates Netz). Bitte geben Sie die öffentliche https-Adresse Ihres Anmeldedienstes ein.',
  sso_default_role_invalid:
    'Bitte wählen Sie eine Rolle für neue Benutzerkonten. Administratorrollen werden nie automatisch vergeben.',

  // starting a sign-in
  sso_not_configured: 'Die Anmeldung mit {provider} ist für dieses Projekt nicht eingerichtet.',
  sso_secret_unreadable:
    'Der gespeicherte geheime Clientschlüssel kann nicht gelesen werden (wurde SECRET_KEY geändert?). Bitte erfassen Sie ihn in den Einstellungen neu.',
  sso_provider_unreachable:
    'Der Anmeldedienst ist nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an Ihre Administration.',
  sso_redirect_uri_invalid: 'Die Rücksprungadresse gehört nicht zu dieser Anwendung.',
  sso_too_many_pending:
    'Zu viele Anmeldungen sind gerade offen. Bitte versuchen Sie es in einer Minute erneut.',

  // the directory's answer
  sso_state_missing:
    'Die Antwort des Anmeldedienstes ist unvollständig. Bitte starten Sie die Anmeldung erneut.',
  sso_state_unknown: 'Diese Anmeldung ist unbekannt. Bitte starten Sie die Anmeldung erneut.',
  sso_state_used: 'Diese Anmeldung wurde bereits verwendet. Bitte starten Sie die Anmeldung erneut.',
  sso_state_expired:
    'Die Anmeldung hat länger als 10 Minuten gedauert und ist abgelaufen. Bitte starten Sie sie erneut.',
  sso_provider_error: 'Der Anmeldedienst hat die Anmeldung abgelehnt: {detail}',
  sso_token_audience:
    'Das Anmeldetoken wurde für eine andere Anwendung ausgestellt. Bitte prüfen Sie die Anwendungs-ID (Client-ID) in den Einstellungen.',
  sso_token_nonce:
    'Das Anmeldetoken gehört nicht zu dieser Anmeldung. Bitte starten Sie die Anmeldung erneut.',
  sso_token_issuer:
    'Das Anmeldetoken stammt von einem anderen Aussteller als eingerichtet. Bitte prüfen Sie die Einstellungen.',
  sso_token_invalid: 'Das Anmeldetoken ist ungültig ({detail}).',
  sso_email_missing:
    'Der Anmeldedienst hat keine E-Mail-Adresse übermittelt. Bitte wenden Sie sich an Ihre Administration.',
  sso_email_unverified:
    'Der Anmeldedienst hat Ihre E-Mail-Adresse nicht als bestätigt übermittelt. Bitte wenden Sie sich an Ihre Administration.',
  sso_user_unknown:
    'Für {email} gibt es in diesem Projekt kein Benutzerkonto. Bitte wenden Sie sich an Ihre Administration.',
  sso_user_inactive: 'Ihr Benutzerkonto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',

  // the popup page
  sso_page_title: 'Anmeldung',
  sso_failed_title: 'Anmeldung fehlgeschlagen',
  sso_signed_in: 'Sie sind angemeldet. Dieses Fenster schliesst sich.',
  sso_close_window: 'Fenster schliessen',
} as const;

export const fr: Record<keyof typeof de, string> = {
  sso_settings_saved: 'Les paramètres de connexion via l’annuaire ont été enregistrés.',
  sso_settings_changed:
    'Ces paramètres ont été modifiés entre-temps par quelqu’un d’autre. Veuillez recharger la page et les vérifier.',
  sso_provider_invalid: 'Veuillez choisir «\u00a0Microsoft Entra ID\u00a0» ou «\u00a0OpenID Connect\u00a0».',
  sso_directory_id_required: 'Veuillez saisir l’ID de l’annuaire (ID du locataire).',
  sso_directory_id_invalid:
    'L’ID de l’annuaire (ID du locataire) est un GUID comme 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b. Il figure dans le centre d’administration Entra sous «\u00a0Vue d’ensemble\u00a0».',
  sso_client_id_required: 'Veuillez saisir l’ID d’application (ID client).',
  sso_client_id_invalid: 'L’ID d’application (ID client) compte au plus 200 caractères, sans espaces.',
  sso_client_secret_required: 'Veuillez saisir le secret client.',
  sso_client_secret_invalid: 'Le secret client compte au plus 1000 caractères.',
  sso_issuer_required: 'Veuillez saisir l’URL de l’émetteur (issuer) de votre fournisseur OpenID Connect.',
  sso_issuer_invalid:
    'L’URL de l’émetteur doit être une adresse https sans paramètres, p. ex. https://login.example.ch/realms/entreprise.',
  sso_issuer_private:
    'L’URL de l’émetteur désigne une adresse interne (cet ordinateur ou un réseau privé). Veuillez saisir l’adresse https publique de votre service de connexion.',
  sso_default_role_invalid:
    'Veuillez choisir un rôle pour les nouveaux comptes. Les rôles d’administration ne sont jamais attribués automatiquement.',
  sso_not_configured: 'La connexion avec {provider} n’est pas configurée pour ce projet.',
  sso_secret_unreadable:
    'Le secret client enregistré ne peut pas être lu (SECRET_KEY a-t-il changé\u00a0?). Veuillez le saisir à nouveau dans les paramètres.',
  sso_provider_unreachable:
    'Le service de connexion n’est pas joignable. Veuillez réessayer plus tard ou vous adresser à votre administration.',
  sso_redirect_uri_invalid: 'L’adresse de retour n’appartient pas à cette application.',
  sso_too_many_pending: 'Trop de connexions sont en cours. Veuillez réessayer dans une minute.',
  sso_state_missing: 'La réponse du service de connexion est incomplète. Veuillez recommencer la connexion.',
  sso_state_unknown: 'Cette connexion est inconnue. Veuillez recommencer la connexion.',
  sso_state_used: 'Cette connexion a déjà été utilisée. Veuillez recommencer la connexion.',
  sso_state_expired: 'La connexion a duré plus de 10 minutes et a expiré. Veuillez la recommencer.',
  sso_provider_error: 'Le service de connexion a refusé la connexion\u00a0 : {detail}',
  sso_token_audience:
    'Le jeton de connexion a été émis pour une autre application. Veuillez vérifier l’ID d’application (ID client) dans les paramètres.',
  sso_token_nonce:
    'Le jeton de connexion n’appartient pas à cette connexion. Veuillez recommencer la connexion.',
  sso_token_issuer:
    'Le jeton de connexion provient d’un autre émetteur que celui configuré. Veuillez vérifier les paramètres.',
  sso_token_invalid: 'Le jeton de connexion n’est pas valable ({detail}).',
  sso_email_missing:
    'Le service de connexion n’a transmis aucune adresse e-mail. Veuillez vous adresser à votre administration.',
  sso_email_unverified:
    'Le service de connexion n’a pas transmis votre adresse e-mail comme confirmée. Veuillez vous adresser à votre administration.',
  sso_user_unknown:
    'Il n’existe aucun compte utilisateur pour {email} dans ce projet. Veuillez vous adresser à votre administration.',
  sso_user_inactive: 'Votre compte utilisateur est désactivé. Veuillez vous adresser à votre administration.',
  sso_page_title: 'Connexion',
  sso_failed_title: 'Échec de la connexion',
  sso_signed_in: 'Vous êtes connecté·e. Cette fenêtre se ferme.',
  sso_close_window: 'Fermer la fenêtre',
};

export const it: Record<keyof typeof de, string> = {
  sso_settings_saved: 'Le impostazioni di accesso tramite la directory sono state salvate.',
  sso_settings_changed:
    'Nel frattempo queste impostazioni sono state modificate da qualcun altro. Ricaricate la pagina e verificatele.',
  sso_provider_invalid: 'Scegliete «Microsoft Entra ID» o «OpenID Connect».',
  sso_directory_id_required: 'Inserite l’ID della directory (ID tenant).',
  sso_directory_id_invalid:
    'L’ID della directory (ID tenant) è un GUID come 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b. Si trova nell’interfaccia di amministrazione di Entra alla voce «Panoramica».',
  sso_client_id_required: 'Inserite l’ID applicazione (ID client).',
  sso_client_id_invalid: 'L’ID applicazione (ID client) contiene al massimo 200 caratteri, senza spazi.',
  sso_client_secret_required: 'Inserite il segreto client.',
  sso_client_secret_invalid: 'Il segreto client contiene al massimo 1000 caratteri.',
  sso_issuer_required: 'Inserite l’URL dell’emittente (issuer) del vostro fornitore OpenID Connect.',
  sso_issuer_invalid:
    'L’URL dell’emittente deve essere un indirizzo https senza parametri, p. es. https://login.example.ch/realms/ditta.',
  sso_issuer_private:
    'L’URL dell’emittente indica un indirizzo interno (questo computer o una rete privata). Inserite l’indirizzo https pubblico del vostro servizio di accesso.',
  sso_default_role_invalid:
    'Scegliete un ruolo per i nuovi account. I ruoli di amministrazione non vengono mai assegnati automaticamente.',
  sso_not_configured: 'L’accesso con {provider} non è configurato per questo progetto.',
  sso_secret_unreadable:
    'Il segreto client salvato non può essere letto (SECRET_KEY è stato cambiato?). Inseritelo di nuovo nelle impostazioni.',
  sso_provider_unreachable:
    'Il servizio di accesso non è raggiungibile. Riprovate più tardi o rivolgetevi alla vostra amministrazione.',
  sso_redirect_uri_invalid: 'L’indirizzo di ritorno non appartiene a questa applicazione.',
  sso_too_many_pending: 'Troppi accessi sono in corso. Riprovate tra un minuto.',
  sso_state_missing: 'La risposta del servizio di accesso è incompleta. Ricominciate l’accesso.',
  sso_state_unknown: 'Questo accesso è sconosciuto. Ricominciate l’accesso.',
  sso_state_used: 'Questo accesso è già stato utilizzato. Ricominciate l’accesso.',
  sso_state_expired: 'L’accesso è durato più di 10 minuti ed è scaduto. Ricominciatelo.',
  sso_provider_error: 'Il servizio di accesso ha rifiutato l’accesso: {detail}',
  sso_token_audience:
    'Il token di accesso è stato emesso per un’altra applicazione. Verificate l’ID applicazione (ID client) nelle impostazioni.',
  sso_token_nonce: 'Il token di accesso non appartiene a questo accesso. Ricominciate l’accesso.',
  sso_token_issuer:
    'Il token di accesso proviene da un emittente diverso da quello configurato. Verificate le impostazioni.',
  sso_token_invalid: 'Il token di accesso non è valido ({detail}).',
  sso_email_missing:
    'Il servizio di accesso non ha trasmesso alcun indirizzo e-mail. Rivolgetevi alla vostra amministrazione.',
  sso_email_unverified:
    'Il servizio di accesso non ha trasmesso il vostro indirizzo e-mail come confermato. Rivolgetevi alla vostra amministrazione.',
  sso_user_unknown:
    'In questo progetto non esiste alcun account per {email}. Rivolgetevi alla vostra amministrazione.',
  sso_user_inactive: 'Il vostro account è disattivato. Rivolgetevi alla vostra amministrazione.',
  sso_page_title: 'Accesso',
  sso_failed_title: 'Accesso non riuscito',
  sso_signed_in: 'Avete effettuato l’accesso. Questa finestra si chiude.',
  sso_close_window: 'Chiudi finestra',
};

export const en: Record<keyof typeof de, string> = {
  sso_settings_saved: 'The directory sign-in settings have been saved.',
  sso_settings_changed:
    'Someone else has changed these settings in the meantime. Please reload the page and check them.',
  sso_provider_invalid: 'Please choose “Microsoft Entra ID” or “OpenID Connect”.',
  sso_directory_id_required: 'Please enter the directory (tenant) ID.',
  sso_directory_id_invalid:
    'The directory (tenant) ID is a GUID such as 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b. You find it in the Entra admin center under “Overview”.',
  sso_client_id_required: 'Please enter the application (client) ID.',
  sso_client_id_invalid: 'The application (client) ID has at most 200 characters and no spaces.',
  sso_client_secret_required: 'Please enter the client secret.',
  sso_client_secret_invalid: 'The client secret has at most 1000 characters.',
  sso_issuer_required: 'Please enter the issuer URL of your OpenID Connect provider.',
  sso_issuer_invalid:
    'The issuer URL must be an https address without parameters, e.g. https://login.example.ch/realms/company.',
  sso_issuer_private:
    'The issuer URL points to an internal address (this computer or a private network). Please enter the public https address of your sign-in service.',
  sso_default_role_invalid:
    'Please choose a role for new accounts. Administrator roles are never given automatically.',
  sso_not_configured: 'Sign-in with {provider} is not set up for this project.',
  sso_secret_unreadable:
    'The stored client secret cannot be read (was SECRET_KEY changed?). Please enter it again in the settings.',
  sso_provider_unreachable:
    'The sign-in service cannot be reached. Please try again later or contact your administrator.',
  sso_redirect_uri_invalid: 'The return address does not belong to this application.',
  sso_too_many_pending: 'Too many sign-ins are in progress. Please try again in a minute.',
  sso_state_missing: 'The answer of the sign-in service is incomplete. Please start the sign-in again.',
  sso_state_unknown: 'This sign-in is unknown. Please start the sign-in again.',
  sso_state_used: 'This sign-in has already been used. Please start the sign-in again.',
  sso_state_expired: 'The sign-in took longer than 10 minutes and has expired. Please start it again.',
  sso_provider_error: 'The sign-in service refused the sign-in: {detail}',
  sso_token_audience:
    'The sign-in token was issued for another application. Please check the application (client) ID in the settings.',
  sso_token_nonce: 'The sign-in token does not belong to this sign-in. Please start the sign-in again.',
  sso_token_issuer:
    'The sign-in token comes from another issuer than the one set up. Please check the settings.',
  sso_token_invalid: 'The sign-in token is not valid ({detail}).',
  sso_email_missing: 'The sign-in service sent no e-mail address. Please contact your administrator.',
  sso_email_unverified:
    'The sign-in service did not send your e-mail address as verified. Please contact your administrator.',
  sso_user_unknown:
    'There is no user account for {email} in this project. Please contact your administrator.',
  sso_user_inactive: 'Your user account is deactivated. Please contact your administrator.',
  sso_page_title: 'Sign-in',
  sso_failed_title: 'Sign-in failed',
  sso_signed_in: 'You are signed in. This window closes.',
  sso_close_window: 'Close window',
};
