import type { de } from './de';

export const fr: typeof de = {
  admin_request_timedout: 'La requête a pris trop de temps. Veuillez réessayer.',
  admin_permissions: 'Aucune autorisation',
  admin_access_denied: 'L’accès a été refusé.',
  error_server_unreachable:
    'Le serveur est injoignable. Veuillez vérifier votre connexion Internet et réessayer.',
  error_request_failed: 'La requête a échoué. Veuillez réessayer.',
  error_upload_failed: 'Le fichier n’a pas pu être téléversé.',
  error_download_failed: 'Le fichier n’a pas pu être téléchargé.',
  error_unknown: 'Une erreur s’est produite. Veuillez réessayer.',
};
