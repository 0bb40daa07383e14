import type { de } from './de';

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
