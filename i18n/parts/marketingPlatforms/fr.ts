import type { de } from './de';

export const fr: typeof de = {
  settings_menu_rental_platforms: 'Portails d’annonces',
  marketing_platforms_title: 'Portails d’annonces',
  marketing_platforms_intro:
    'Comment chaque portail reçoit les annonces : il les récupère par une adresse de flux, ou elles sont transmises sur son serveur par FTP, FTPS ou SFTP.',
  marketing_platforms_saved: 'Les réglages du portail sont enregistrés.',
  marketing_platform_enabled: 'Portail activé',
  marketing_platform_format: 'Format',
  marketing_platform_format_swissrets: 'SwissRETS JSON',
  marketing_platform_format_idx: 'IDX 3.01 (ZIP avec images)',
  marketing_platform_transport: 'Transmission',
  marketing_platform_transport_pull: 'Adresse de flux (le portail récupère)',
  marketing_platform_transport_ftp: 'FTP',
  marketing_platform_transport_ftps: 'FTPS (FTP avec TLS)',
  marketing_platform_transport_sftp: 'SFTP',
  marketing_platform_sender_id: 'ID d’expéditeur auprès du portail',
  marketing_platform_host: 'Serveur',
  marketing_platform_port: 'Port',
  marketing_platform_port_help: 'Vide : le port habituel (21, SFTP 22)',
  marketing_platform_path: 'Dossier',
  marketing_platform_username: 'Nom d’utilisateur',
  marketing_platform_password: 'Mot de passe',
  marketing_platform_secret_set: 'Enregistré. Laisser vide pour le garder.',
  marketing_platform_secret_not_set: 'Non enregistré',
  marketing_platform_private_key: 'Clé SSH privée',
  marketing_platform_feed: 'Adresse de flux',
  marketing_platform_feed_none: 'Pas encore d’adresse de flux.',
  marketing_platform_feed_exists:
    'Une adresse de flux existe depuis le %{date}. Elle n’est affichée qu’à sa création.',
  marketing_platform_feed_renew: 'Créer une nouvelle adresse de flux',
  marketing_platform_feed_shown_once:
    'Transmettez cette adresse au portail. Elle n’est affichée que maintenant ; l’ancienne ne vaut plus.',
  marketing_platform_last_transfer: 'Dernière transmission',
  marketing_platform_last_transfer_none: 'Aucune transmission pour l’instant.',
  marketing_platform_last_transfer_ok:
    '%{date} : %{smart_count} objet transmis |||| %{date} : %{smart_count} objets transmis',
  marketing_platform_last_transfer_failed: '%{date} : échec. %{reason}',
  marketing_platform_test_connection: 'Tester la connexion',
  marketing_platform_test_entries: 'Dans le dossier : %{names}',
  marketing_platforms_conflict: 'Les réglages ont été modifiés entre-temps.',
  marketing_platforms_reload: 'Recharger',
  marketing_host_invalid: 'Veuillez indiquer un nom de serveur ou une adresse IP.',
  marketing_port_invalid: 'Le port est un nombre de 1 à 65535.',
  marketing_path_invalid: 'Le dossier ne peut pas contenir de saut de ligne.',
  marketing_platform_host_key_fingerprint: 'Empreinte du serveur SFTP',
  marketing_platform_host_key_fingerprint_help:
    'SHA256:…, affichée par « Tester la connexion », à comparer avec celle du portail',
  marketing_platform_tls_certificate: 'Certificat du portail (PEM)',
  marketing_platform_tls_certificate_help:
    'Vide : seuls les certificats des autorités publiques sont acceptés. Sinon le certificat du serveur ou de son autorité de certification.',
  marketing_platform_test_fingerprint: 'Empreinte du serveur : %{fingerprint}',
  marketing_platform_use_fingerprint: 'Reprendre l’empreinte',
  marketing_platform_use_fingerprint_hint:
    'Reprenez-la seulement si elle correspond à l’empreinte que le portail vous a communiquée. Enregistrez ensuite.',
  marketing_host_key_invalid: 'L’empreinte a la forme SHA256:… (telle que ssh-keygen -lf l’affiche).',
  marketing_host_key_required:
    'Veuillez indiquer l’empreinte du serveur SFTP (affichée par « Tester la connexion »).',
  marketing_tls_certificate_invalid:
    'Veuillez coller un certificat au format PEM (-----BEGIN CERTIFICATE-----).',
  marketing_push_no_credentials: 'Aucun mot de passe ni clé n’est enregistré pour ce portail.',
  marketing_platform_portal_homegate: 'Homegate',
  marketing_platform_portal_newhome: 'Newhome',
  marketing_platform_portal_immoscout: 'ImmoScout24',
  marketing_platform_portal_icasa: 'icasa',
  marketing_platform_portal_flatfox: 'Flatfox',
};
