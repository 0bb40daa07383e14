import type { de } from './de';

export const it: typeof de = {
  settings_menu_label: 'Menu delle impostazioni del progetto',
  settings_menu_back: 'Torna all’applicazione',
  settings_menu_software_interfaces: 'Interfacce software',
  settings_menu_authentication: 'Autenticazione',

  settings_authentication_title: 'Autenticazione',
  settings_authentication_intro:
    'Stabilite come il personale accede a questo progetto: con un secondo fattore, con l’account aziendale o con entrambi.',

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
  settings_error_sso_issuer_private:
    'L’URL dell’emittente indica un indirizzo interno (questo computer o una rete privata). Inserite l’indirizzo https pubblico del vostro servizio di accesso.',
  settings_error_sso_default_role_invalid: 'Scegliete un ruolo senza diritti di amministratore.',
  settings_menu_jobs: 'Incarichi in background',
  jobs_title: 'Incarichi in background',
  jobs_intro:
    'Promemoria, fini di locazione e altri lavori che l’applicazione svolge da sé. Un incarico che fallisce dopo tutti i tentativi compare qui con il motivo e può essere riavviato.',
  jobs_count_failed: '%{smart_count} fallito |||| %{smart_count} falliti',
  jobs_count_queued: '%{smart_count} pianificato |||| %{smart_count} pianificati',
  jobs_count_running: '%{smart_count} in corso',
  jobs_failed_section: 'Falliti',
  jobs_failed_none: 'Nessun incarico è fallito.',
  jobs_failed_when:
    'Ultimo tentativo il %{date}, %{smart_count} tentativo |||| Ultimo tentativo il %{date}, %{smart_count} tentativi',
  jobs_reason: 'Motivo: %{reason}',
  jobs_retry: 'Riavvia',
  jobs_retried: 'L’incarico verrà eseguito di nuovo.',
  jobs_upcoming_section: 'Prossimi',
  jobs_upcoming_none: 'Nessun incarico è pianificato.',
};
