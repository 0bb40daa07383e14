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

declare module '../../partTexts' {
  interface PartTexts {
    errors: typeof de;
  }
}
