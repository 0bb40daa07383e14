import type { de } from './de';

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
  auth_forgot_password: 'Mot de passe oublié ?',
  auth_reset_title: 'Réinitialiser le mot de passe',
  auth_reset_intro:
    'Saisissez votre nom d’utilisateur ou votre adresse e-mail. Nous vous enverrons un lien pour définir un nouveau mot de passe.',
  auth_reset_send: 'Envoyer le lien',
  auth_reset_sending: 'Envoi en cours…',
  auth_reset_requested:
    'Si un compte correspond à ces informations, nous vous avons envoyé un e-mail avec un lien. Le lien est valable une heure. Pensez à vérifier aussi vos courriers indésirables.',
  auth_back_to_sign_in: 'Retour à la connexion',
  auth_reset_checking: 'Vérification du lien…',
  auth_reset_link_invalid: 'Ce lien de réinitialisation du mot de passe n’est pas valable ou a expiré.',
  auth_reset_request_new: 'Demander un nouveau lien',
  auth_reset_new_title: 'Définir un nouveau mot de passe',
  auth_reset_for_user: 'Pour le compte « %{username} ».',
  auth_new_password_label: 'Nouveau mot de passe',
  auth_confirm_password_label: 'Répéter le nouveau mot de passe',
  auth_reset_save: 'Enregistrer le mot de passe',
  auth_reset_saving: 'Enregistrement…',
  auth_reset_done:
    'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec le nouveau mot de passe.',
  auth_go_to_sign_in: 'Aller à la connexion',
  auth_password_rules_title: 'Le mot de passe doit contenir :',
  auth_rule_length: '6 à 20 caractères',
  auth_rule_lowercase: 'une minuscule',
  auth_rule_uppercase: 'une majuscule',
  auth_rule_digit: 'un chiffre',
  auth_rule_special: 'un caractère spécial, p. ex. ! ? # . -',
  auth_rule_met: 'rempli',
  auth_rule_missing: 'manquant',

  auth_2fa_title: 'Confirmer la connexion',
  auth_2fa_intro_totp: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  auth_2fa_intro_email: 'Nous avons envoyé un code à 6 chiffres à %{email}. Saisissez-le ici.',
  auth_2fa_intro_email_outbox:
    'Le code pour %{email} attend dans la boîte d’envoi : aucun serveur de messagerie n’est configuré. Veuillez vous adresser à votre administration.',
  auth_2fa_intro_recovery:
    'Saisissez l’un de vos codes de récupération. Chaque code ne fonctionne qu’une seule fois.',
  auth_2fa_code_label: 'Code',
  auth_2fa_recovery_code_label: 'Code de récupération',
  auth_2fa_verify: 'Confirmer',
  auth_2fa_verifying: 'Vérification…',
  auth_2fa_use_recovery: 'Utiliser un code de récupération',
  auth_2fa_use_app: 'Utiliser le code de l’application',
  auth_2fa_use_email: 'Utiliser le code reçu par e-mail',
  auth_2fa_resend: 'Envoyer un nouveau code',
  auth_2fa_resend_in: 'Envoyer un nouveau code (dans %{seconds} s)',
  auth_2fa_resent: 'Nous avons envoyé un nouveau code à %{email}.',
  auth_2fa_resent_outbox:
    'Le nouveau code pour %{email} attend dans la boîte d’envoi : aucun serveur de messagerie n’est configuré.',
  auth_2fa_resend_wait:
    'Veuillez attendre encore %{smart_count} seconde avant de demander un nouveau code. |||| Veuillez attendre encore %{smart_count} secondes avant de demander un nouveau code.',
  auth_2fa_too_many:
    'Trop de codes erronés. Veuillez réessayer dans %{smart_count} minute. |||| Trop de codes erronés. Veuillez réessayer dans %{smart_count} minutes.',
  auth_2fa_expired: 'Le délai de confirmation est écoulé. Veuillez vous reconnecter.',

  auth_enrol_title: 'Configurer la connexion à deux facteurs',
  auth_enrol_intro:
    'Ce projet exige une deuxième étape à chaque connexion. Choisissez comment vous souhaitez recevoir vos codes.',
  auth_enrol_app: 'Application d’authentification',
  auth_enrol_app_hint:
    'Par exemple Microsoft Authenticator, Google Authenticator ou une autre application TOTP.',
  auth_enrol_email: 'Code par e-mail',
  auth_enrol_email_hint: 'À chaque connexion, nous envoyons un code à votre adresse e-mail.',
  auth_enrol_scan: 'Scannez ce code QR avec votre application d’authentification.',
  auth_enrol_qr_label: 'Code QR pour l’application d’authentification',
  auth_enrol_secret_hint: 'Ou saisissez manuellement cette clé dans l’application :',
  auth_enrol_secret_label: 'Clé pour l’application',
  auth_enrol_confirm_app:
    'Pour confirmer, saisissez le code à 6 chiffres que l’application affiche maintenant.',
  auth_enrol_confirm_email: 'Nous avons envoyé un code à %{email}. Saisissez-le pour confirmer.',
  auth_enrol_confirm_email_outbox:
    'Le code pour %{email} attend dans la boîte d’envoi : aucun serveur de messagerie n’est configuré. Veuillez vous adresser à votre administration.',
  auth_enrol_other_method: 'Choisir une autre méthode',
  auth_copy: 'Copier',
  auth_copied: 'Copié',
  auth_copy_failed: 'La copie n’a pas fonctionné. Veuillez sélectionner et copier le texte manuellement.',
  auth_recovery_title: 'Vos codes de récupération',
  auth_recovery_intro:
    'Ces codes vous permettent de vous connecter si vous n’avez pas accès à votre application ou à vos e-mails. Chaque code fonctionne une fois. Conservez-les en lieu sûr : ils ne sont affichés que maintenant.',
  auth_recovery_list_label: 'Codes de récupération',
  auth_recovery_copy: 'Copier les codes',
  auth_recovery_saved: 'J’ai enregistré les codes',

  auth_or: 'ou',
  auth_sso_azure: 'Se connecter avec Microsoft',
  auth_sso_oidc: 'Se connecter avec le compte d’entreprise',
  auth_sso_waiting: 'La connexion se poursuit dans la nouvelle fenêtre…',
  auth_sso_popup_blocked:
    'Le navigateur a bloqué la fenêtre de connexion. Veuillez autoriser les fenêtres pop-up pour ce site et réessayer.',
  auth_sso_failed: 'La connexion avec votre compte d’entreprise a échoué. Veuillez réessayer.',

  general_field_is_required: 'Veuillez remplir ce champ.',
  password_too_short: 'Le mot de passe doit comporter au moins 6 caractères.',
  password_too_long: 'Le mot de passe ne doit pas dépasser 20 caractères.',
  password_needs_lowercase: 'Le mot de passe doit contenir une minuscule.',
  password_needs_uppercase: 'Le mot de passe doit contenir une majuscule.',
  password_needs_digit: 'Le mot de passe doit contenir un chiffre.',
  password_needs_special: 'Le mot de passe doit contenir un caractère spécial.',
  password_confirmation_mismatch: 'Les deux mots de passe ne correspondent pas.',
  two_factor_code_invalid: 'Le code est erroné ou a expiré.',
};
