import type { de } from './de';

export const fr: typeof de = {
  settings_menu_label: 'Menu des paramètres du projet',
  settings_menu_back: 'Retour à l’application',
  settings_menu_software_interfaces: 'Interfaces logicielles',
  settings_menu_authentication: 'Authentification',

  settings_authentication_title: 'Authentification',
  settings_authentication_intro:
    'Définissez comment le personnel se connecte à ce projet : avec un deuxième facteur, avec le compte de l’entreprise ou avec les deux.',

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
  settings_error_sso_issuer_private:
    'L’URL de l’émetteur désigne une adresse interne (cet ordinateur ou un réseau privé). Veuillez saisir l’adresse https publique de votre service de connexion.',
  settings_error_sso_default_role_invalid: 'Veuillez choisir un rôle sans droits d’administrateur.',
  settings_menu_jobs: 'Tâches en arrière-plan',
  jobs_title: 'Tâches en arrière-plan',
  jobs_intro:
    'Rappels, fins de bail et autres travaux que l’application fait elle-même. Une tâche qui échoue après toutes ses tentatives figure ici avec sa raison et peut être relancée.',
  jobs_count_failed: '%{smart_count} échouée |||| %{smart_count} échouées',
  jobs_count_queued: '%{smart_count} planifiée |||| %{smart_count} planifiées',
  jobs_count_running: '%{smart_count} en cours',
  jobs_failed_section: 'Échouées',
  jobs_failed_none: 'Aucune tâche n’a échoué.',
  jobs_failed_when:
    'Dernier essai le %{date}, %{smart_count} tentative |||| Dernier essai le %{date}, %{smart_count} tentatives',
  jobs_reason: 'Raison : %{reason}',
  jobs_retry: 'Relancer',
  jobs_retried: 'La tâche sera exécutée à nouveau.',
  jobs_upcoming_section: 'À venir',
  jobs_upcoming_none: 'Aucune tâche n’est planifiée.',
};
