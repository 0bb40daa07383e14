/** Texts of the project settings area: its menu and software interfaces > authentication (2FA requirement, SSO). */
export const de = {
  settings_menu_label: 'Menü Projekteinstellungen',
  settings_menu_back: 'Zurück zur Anwendung',
  settings_menu_software_interfaces: 'Softwareschnittstellen',
  settings_menu_authentication: 'Authentifizierung',

  settings_authentication_title: 'Authentifizierung',
  settings_authentication_intro:
    'Legen Sie fest, wie sich die Mitarbeitenden bei diesem Projekt anmelden: mit einem zweiten Faktor, mit dem Firmenkonto oder mit beidem.',
  settings_loading: 'Wird geladen…',
  settings_load_failed: 'Die Einstellungen konnten nicht geladen werden.',
  settings_retry: 'Erneut versuchen',
  settings_field_invalid: 'Bitte prüfen Sie diese Angabe.',

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
  settings_error_sso_default_role_invalid: 'Bitte wählen Sie eine Rolle ohne Administratorrechte.',
};

export const fr: typeof de = {
  settings_menu_label: 'Menu des paramètres du projet',
  settings_menu_back: 'Retour à l’application',
  settings_menu_software_interfaces: 'Interfaces logicielles',
  settings_menu_authentication: 'Authentification',

  settings_authentication_title: 'Authentification',
  settings_authentication_intro:
    'Définissez comment le personnel se connecte à ce projet : avec un deuxième facteur, avec le compte de l’entreprise ou avec les deux.',
  settings_loading: 'Chargement…',
  settings_load_failed: 'Les paramètres n’ont pas pu être chargés.',
  settings_retry: 'Réessayer',
  settings_field_invalid: 'Veuillez vérifier cette donnée.',

  settings_2fa_title: 'Authentification à deux facteurs',
  settings_2fa_intro:
    'Avec un deuxième facteur, le mot de passe seul ne suffit plus : la connexion demande en plus un code d’une application d’authentification ou reçu par e-mail.',
  settings_2fa_require: 'Exiger l’authentification à deux facteurs',
  settings_2fa_enrolled: '%{enrolled} collaborateurs sur %{total} ont configuré un deuxième facteur.',
  settings_2fa_confirm_title: 'Exiger l’authentification à deux facteurs ?',
  settings_2fa_confirm_enrol:
    'Les collaborateurs sans deuxième facteur le configureront lors de leur prochaine connexion, avant de pouvoir continuer.',
  settings_2fa_confirm_sessions:
    'Les sessions ouvertes sans deuxième facteur cessent immédiatement de fonctionner dans ce projet.',
  settings_2fa_confirm_missing:
    'Cela concerne actuellement une personne. |||| Cela concerne actuellement %{smart_count} personnes.',
  settings_2fa_confirm_own_session:
    'Votre propre session a aussi été ouverte sans deuxième facteur : vous serez déconnecté(e) et configurerez un deuxième facteur à la prochaine connexion.',
  settings_2fa_confirm_button: 'Exiger',
  settings_2fa_turned_on: 'L’authentification à deux facteurs est désormais obligatoire pour ce projet.',
  settings_2fa_turned_off: 'L’authentification à deux facteurs n’est plus obligatoire pour ce projet.',

  settings_sso_title: 'Connexion avec le compte de l’entreprise (single sign-on)',
  settings_sso_intro:
    'Le personnel se connecte avec son compte Microsoft Entra ID ou d’un autre annuaire OpenID Connect. L’attribution se fait par l’adresse e-mail vérifiée.',
  settings_sso_step_directory: '1. Choisir l’annuaire et y enregistrer cette application',
  settings_sso_step_application: '2. Reprendre les données de l’annuaire',
  settings_sso_step_access: '3. Définir l’accès',
  settings_sso_provider: 'Annuaire',
  settings_sso_provider_azure: 'Microsoft Entra ID',
  settings_sso_provider_oidc: 'OpenID Connect',
  settings_sso_callback_url: 'URI de redirection (redirect URI)',
  settings_sso_callback_url_help:
    'Saisissez cette adresse comme URI de redirection lors de l’inscription de l’application dans l’annuaire (plateforme « Web »).',
  settings_sso_callback_copy: 'Copier l’adresse',
  settings_sso_callback_copied: 'L’adresse a été copiée dans le presse-papiers.',
  settings_sso_callback_copy_failed:
    'Le navigateur ne permet pas de copier. L’adresse est sélectionnée : copiez-la avec Ctrl+C.',
  settings_sso_directory_id: 'ID de l’annuaire (ID du locataire)',
  settings_sso_directory_id_help:
    'Un GUID comme 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b, dans le centre d’administration Entra sous « Vue d’ensemble ».',
  settings_sso_issuer_url: 'URL de l’émetteur (issuer)',
  settings_sso_issuer_url_help:
    'L’adresse https du fournisseur, p. ex. https://login.example.ch/realms/firma.',
  settings_sso_client_id: 'ID de l’application (client ID)',
  settings_sso_client_id_help: 'Figure dans l’inscription de l’application dans l’annuaire.',
  settings_sso_client_secret: 'Secret client',
  settings_sso_client_secret_help: 'Enregistré chiffré et plus jamais affiché ensuite.',
  settings_sso_client_secret_stored:
    'Enregistré. Laissez vide pour le conserver ; un nouveau secret remplace celui enregistré.',
  settings_sso_allow_create_users: 'Créer de nouveaux comptes lors de la première connexion',
  settings_sso_allow_create_users_help:
    'Désactivé, seul peut se connecter qui a déjà un compte ici avec la même adresse e-mail.',
  settings_sso_default_role: 'Rôle des nouveaux comptes',
  settings_sso_default_role_help: 'Les rôles d’administrateur ne sont jamais attribués automatiquement.',
  settings_sso_enabled: 'Activer la connexion avec le compte de l’entreprise',
  settings_sso_enabled_help: 'La page de connexion la propose dès qu’elle est activée et enregistrée.',
  settings_sso_saved: 'Les paramètres de connexion avec le compte de l’entreprise ont été enregistrés.',
  settings_sso_conflict:
    'Quelqu’un d’autre a entre-temps enregistré ces paramètres. Chargez les paramètres actuels et saisissez à nouveau vos modifications.',
  settings_sso_conflict_reload: 'Charger les paramètres actuels',

  settings_role_superuser: 'Superutilisateur',
  settings_role_user: 'Utilisateur',
  settings_role_assistant: 'Assistance',
  settings_role_marketer: 'Commercialisation',
  settings_role_contract: 'Contrats',
  settings_role_analyst: 'Analyse',

  settings_error_sso_provider_invalid: 'Veuillez choisir « Microsoft Entra ID » ou « OpenID Connect ».',
  settings_error_sso_directory_id_required: 'Veuillez saisir l’ID de l’annuaire (ID du locataire).',
  settings_error_sso_directory_id_invalid:
    'L’ID de l’annuaire est un GUID comme 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b.',
  settings_error_sso_client_id_required: 'Veuillez saisir l’ID de l’application (client ID).',
  settings_error_sso_client_id_invalid: 'L’ID de l’application compte au plus 200 caractères, sans espaces.',
  settings_error_sso_client_secret_required: 'Veuillez saisir le secret client.',
  settings_error_sso_client_secret_invalid: 'Le secret client compte au plus 1000 caractères.',
  settings_error_sso_issuer_required: 'Veuillez saisir l’URL de l’émetteur (issuer).',
  settings_error_sso_issuer_invalid:
    'L’URL de l’émetteur doit être une adresse https sans paramètres, p. ex. https://login.example.ch/realms/firma.',
  settings_error_sso_default_role_invalid: 'Veuillez choisir un rôle sans droits d’administrateur.',
};

export const it: typeof de = {
  settings_menu_label: 'Menu delle impostazioni del progetto',
  settings_menu_back: 'Torna all’applicazione',
  settings_menu_software_interfaces: 'Interfacce software',
  settings_menu_authentication: 'Autenticazione',

  settings_authentication_title: 'Autenticazione',
  settings_authentication_intro:
    'Stabilite come il personale accede a questo progetto: con un secondo fattore, con l’account aziendale o con entrambi.',
  settings_loading: 'Caricamento…',
  settings_load_failed: 'Non è stato possibile caricare le impostazioni.',
  settings_retry: 'Riprova',
  settings_field_invalid: 'Verificate questo dato.',

  settings_2fa_title: 'Autenticazione a due fattori',
  settings_2fa_intro:
    'Con un secondo fattore la sola password non basta più: l’accesso richiede anche un codice da un’app di autenticazione o ricevuto per e-mail.',
  settings_2fa_require: 'Richiedere l’autenticazione a due fattori',
  settings_2fa_enrolled: '%{enrolled} collaboratori su %{total} hanno configurato un secondo fattore.',
  settings_2fa_confirm_title: 'Richiedere l’autenticazione a due fattori?',
  settings_2fa_confirm_enrol:
    'I collaboratori senza secondo fattore lo configureranno al prossimo accesso, prima di poter continuare.',
  settings_2fa_confirm_sessions:
    'Le sessioni aperte senza secondo fattore smettono subito di funzionare in questo progetto.',
  settings_2fa_confirm_missing:
    'Al momento riguarda una persona. |||| Al momento riguarda %{smart_count} persone.',
  settings_2fa_confirm_own_session:
    'Anche la vostra sessione è stata aperta senza secondo fattore: verrete disconnessi e configurerete un secondo fattore al prossimo accesso.',
  settings_2fa_confirm_button: 'Richiedere',
  settings_2fa_turned_on: 'L’autenticazione a due fattori è ora obbligatoria per questo progetto.',
  settings_2fa_turned_off: 'L’autenticazione a due fattori non è più obbligatoria per questo progetto.',

  settings_sso_title: 'Accesso con l’account aziendale (single sign-on)',
  settings_sso_intro:
    'Il personale accede con il proprio account di Microsoft Entra ID o di un’altra directory OpenID Connect. L’abbinamento avviene tramite l’indirizzo e-mail verificato.',
  settings_sso_step_directory: '1. Scegliere la directory e registrarvi questa applicazione',
  settings_sso_step_application: '2. Riprendere i dati dalla directory',
  settings_sso_step_access: '3. Stabilire l’accesso',
  settings_sso_provider: 'Directory',
  settings_sso_provider_azure: 'Microsoft Entra ID',
  settings_sso_provider_oidc: 'OpenID Connect',
  settings_sso_callback_url: 'URI di reindirizzamento (redirect URI)',
  settings_sso_callback_url_help:
    'Inserite questo indirizzo come URI di reindirizzamento nella registrazione dell’app nella directory (piattaforma «Web»).',
  settings_sso_callback_copy: 'Copia indirizzo',
  settings_sso_callback_copied: 'L’indirizzo è stato copiato negli appunti.',
  settings_sso_callback_copy_failed:
    'Il browser non consente di copiare. L’indirizzo è selezionato: copiatelo con Ctrl+C.',
  settings_sso_directory_id: 'ID della directory (ID tenant)',
  settings_sso_directory_id_help:
    'Un GUID come 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b, nell’interfaccia di amministrazione di Entra sotto «Panoramica».',
  settings_sso_issuer_url: 'URL dell’emittente (issuer)',
  settings_sso_issuer_url_help:
    'L’indirizzo https del fornitore, p. es. https://login.example.ch/realms/firma.',
  settings_sso_client_id: 'ID dell’applicazione (client ID)',
  settings_sso_client_id_help: 'Si trova nella registrazione dell’app nella directory.',
  settings_sso_client_secret: 'Segreto client',
  settings_sso_client_secret_help: 'Viene salvato cifrato e non viene più mostrato.',
  settings_sso_client_secret_stored:
    'Salvato. Lasciate vuoto per mantenerlo; un nuovo segreto sostituisce quello salvato.',
  settings_sso_allow_create_users: 'Creare nuovi account al primo accesso',
  settings_sso_allow_create_users_help:
    'Se disattivato, accede solo chi ha già qui un account con lo stesso indirizzo e-mail.',
  settings_sso_default_role: 'Ruolo dei nuovi account',
  settings_sso_default_role_help: 'I ruoli di amministratore non vengono mai assegnati automaticamente.',
  settings_sso_enabled: 'Attivare l’accesso con l’account aziendale',
  settings_sso_enabled_help: 'La pagina di accesso lo offre appena è attivato e salvato.',
  settings_sso_saved: 'Le impostazioni di accesso con l’account aziendale sono state salvate.',
  settings_sso_conflict:
    'Nel frattempo qualcun altro ha salvato queste impostazioni. Caricate le impostazioni attuali e reinserite le vostre modifiche.',
  settings_sso_conflict_reload: 'Carica le impostazioni attuali',

  settings_role_superuser: 'Superutente',
  settings_role_user: 'Utente',
  settings_role_assistant: 'Assistenza',
  settings_role_marketer: 'Commercializzazione',
  settings_role_contract: 'Contratti',
  settings_role_analyst: 'Analisi',

  settings_error_sso_provider_invalid: 'Scegliete «Microsoft Entra ID» o «OpenID Connect».',
  settings_error_sso_directory_id_required: 'Inserite l’ID della directory (ID tenant).',
  settings_error_sso_directory_id_invalid:
    'L’ID della directory è un GUID come 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b.',
  settings_error_sso_client_id_required: 'Inserite l’ID dell’applicazione (client ID).',
  settings_error_sso_client_id_invalid:
    'L’ID dell’applicazione può contenere al massimo 200 caratteri, senza spazi.',
  settings_error_sso_client_secret_required: 'Inserite il segreto client.',
  settings_error_sso_client_secret_invalid: 'Il segreto client può contenere al massimo 1000 caratteri.',
  settings_error_sso_issuer_required: 'Inserite l’URL dell’emittente (issuer).',
  settings_error_sso_issuer_invalid:
    'L’URL dell’emittente deve essere un indirizzo https senza parametri, p. es. https://login.example.ch/realms/firma.',
  settings_error_sso_default_role_invalid: 'Scegliete un ruolo senza diritti di amministratore.',
};

export const en: typeof de = {
  settings_menu_label: 'Project settings menu',
  settings_menu_back: 'Back to the app',
  settings_menu_software_interfaces: 'Software interfaces',
  settings_menu_authentication: 'Authentication',

  settings_authentication_title: 'Authentication',
  settings_authentication_intro:
    'Decide how staff sign in to this project: with a second factor, with their company account, or both.',
  settings_loading: 'Loading…',
  settings_load_failed: 'The settings could not be loaded.',
  settings_retry: 'Try again',
  settings_field_invalid: 'Please check this entry.',

  settings_2fa_title: 'Two-factor sign-in',
  settings_2fa_intro:
    'With a second factor a password alone is no longer enough: signing in also takes a code from an authenticator app or sent by e-mail.',
  settings_2fa_require: 'Require two-factor sign-in',
  settings_2fa_enrolled: '%{enrolled} of %{total} staff have set up a second factor.',
  settings_2fa_confirm_title: 'Require two-factor sign-in?',
  settings_2fa_confirm_enrol:
    'Staff without a second factor will set one up at their next sign-in, before they can go on.',
  settings_2fa_confirm_sessions:
    'Sessions opened without a second factor stop working in this project straight away.',
  settings_2fa_confirm_missing:
    'This currently affects one person. |||| This currently affects %{smart_count} people.',
  settings_2fa_confirm_own_session:
    'Your own session was opened without a second factor too: you will be signed out and set one up at your next sign-in.',
  settings_2fa_confirm_button: 'Require',
  settings_2fa_turned_on: 'Two-factor sign-in is now required for this project.',
  settings_2fa_turned_off: 'Two-factor sign-in is no longer required for this project.',

  settings_sso_title: 'Sign-in with the company account (single sign-on)',
  settings_sso_intro:
    'Staff sign in with their account in Microsoft Entra ID or another OpenID Connect directory. They are matched by their verified e-mail address.',
  settings_sso_step_directory: '1. Choose the directory and register this app there',
  settings_sso_step_application: '2. Enter what the directory gives you',
  settings_sso_step_access: '3. Decide who gets in',
  settings_sso_provider: 'Directory',
  settings_sso_provider_azure: 'Microsoft Entra ID',
  settings_sso_provider_oidc: 'OpenID Connect',
  settings_sso_callback_url: 'Redirect URI',
  settings_sso_callback_url_help:
    'Enter this address as the redirect URI of the app registration in your directory (platform "Web").',
  settings_sso_callback_copy: 'Copy address',
  settings_sso_callback_copied: 'The address has been copied to the clipboard.',
  settings_sso_callback_copy_failed:
    'The browser does not allow copying. The address is selected: copy it with Ctrl+C.',
  settings_sso_directory_id: 'Directory (tenant) ID',
  settings_sso_directory_id_help:
    'A GUID such as 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b, in the Entra admin center under "Overview".',
  settings_sso_issuer_url: 'Issuer URL',
  settings_sso_issuer_url_help: 'The provider’s https address, e.g. https://login.example.ch/realms/firma.',
  settings_sso_client_id: 'Application (client) ID',
  settings_sso_client_id_help: 'Shown in the app registration in your directory.',
  settings_sso_client_secret: 'Client secret',
  settings_sso_client_secret_help: 'Stored encrypted and never shown again.',
  settings_sso_client_secret_stored: 'Saved. Leave empty to keep it; a new secret replaces the saved one.',
  settings_sso_allow_create_users: 'Create new accounts at the first sign-in',
  settings_sso_allow_create_users_help:
    'When off, only people who already have an account here with the same e-mail address can sign in.',
  settings_sso_default_role: 'Role of new accounts',
  settings_sso_default_role_help: 'Administrator roles are never given automatically.',
  settings_sso_enabled: 'Turn on sign-in with the company account',
  settings_sso_enabled_help: 'The sign-in page offers it once it is turned on and saved.',
  settings_sso_saved: 'The settings for sign-in with the company account have been saved.',
  settings_sso_conflict:
    'Someone else has saved these settings in the meantime. Load the current settings and enter your changes again.',
  settings_sso_conflict_reload: 'Load current settings',

  settings_role_superuser: 'Superuser',
  settings_role_user: 'User',
  settings_role_assistant: 'Assistant',
  settings_role_marketer: 'Marketing',
  settings_role_contract: 'Contracts',
  settings_role_analyst: 'Analyst',

  settings_error_sso_provider_invalid: 'Please choose "Microsoft Entra ID" or "OpenID Connect".',
  settings_error_sso_directory_id_required: 'Please enter the directory (tenant) ID.',
  settings_error_sso_directory_id_invalid:
    'The directory ID is a GUID such as 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b.',
  settings_error_sso_client_id_required: 'Please enter the application (client) ID.',
  settings_error_sso_client_id_invalid: 'The application ID has at most 200 characters and no spaces.',
  settings_error_sso_client_secret_required: 'Please enter the client secret.',
  settings_error_sso_client_secret_invalid: 'The client secret has at most 1000 characters.',
  settings_error_sso_issuer_required: 'Please enter the issuer URL.',
  settings_error_sso_issuer_invalid:
    'The issuer URL must be an https address without parameters, e.g. https://login.example.ch/realms/firma.',
  settings_error_sso_default_role_invalid: 'Please choose a role without administrator rights.',
};
