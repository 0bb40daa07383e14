import type { de } from './de';

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
