/** Texts of the error catalogue (spec 2 section 8) and of the data layer's own failures. */
export const de = {
  admin_request_timedout: 'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  admin_permissions: 'Keine Berechtigung',
  admin_access_denied: 'Der Zugriff wurde verweigert.',
  error_server_unreachable:
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  error_request_failed: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  error_upload_failed: 'Die Datei konnte nicht hochgeladen werden.',
  error_download_failed: 'Die Datei konnte nicht heruntergeladen werden.',
  error_unknown: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
};

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

export const it: typeof de = {
  admin_request_timedout: 'La richiesta ha richiesto troppo tempo. Si prega di riprovare.',
  admin_permissions: 'Nessuna autorizzazione',
  admin_access_denied: 'L’accesso è stato negato.',
  error_server_unreachable:
    'Il server non è raggiungibile. Controllare la connessione a Internet e riprovare.',
  error_request_failed: 'La richiesta non è andata a buon fine. Si prega di riprovare.',
  error_upload_failed: 'Non è stato possibile caricare il file.',
  error_download_failed: 'Non è stato possibile scaricare il file.',
  error_unknown: 'Si è verificato un errore. Si prega di riprovare.',
};

export const en: typeof de = {
  admin_request_timedout: 'The request took too long. Please try again.',
  admin_permissions: 'No permission',
  admin_access_denied: 'Access was denied.',
  error_server_unreachable:
    'The server cannot be reached. Please check your internet connection and try again.',
  error_request_failed: 'The request failed. Please try again.',
  error_upload_failed: 'The file could not be uploaded.',
  error_download_failed: 'The file could not be downloaded.',
  error_unknown: 'Something went wrong. Please try again.',
};
