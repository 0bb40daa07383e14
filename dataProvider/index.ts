/** The data layer's public interface (see the client plan): import from here, not from the files. */
export {
  apiPath,
  bulkAction,
  dataProvider,
  saveListSettings,
  type AppDataProvider,
  type BulkActionParams,
  type BulkActionReply,
  type ListSettingsReply,
} from './dataProvider';
export {
  downloadFile,
  fileNameFromDisposition,
  FILE_URL_REQUIRED,
  saveBlob,
  type DownloadInit,
} from './download';
export {
  errorNotifications,
  notifyNotifications,
  uploadErrorNotifications,
  type AppNotification,
  type Translate,
  type UploadFileError,
} from './errors';
export {
  api,
  DEFAULT_CLIENT_CONFIG,
  getApiLanguage,
  getPublicLanguage,
  loadClientConfig,
  NO_TIMEOUT,
  setApiLanguage,
  setPublicLanguage,
  type ClientConfig,
} from './http';
export { toListQuery, type ListCallMeta, type ListRecord, type ListReplyMeta } from './listParams';
export {
  isCanceled,
  isNetworkError,
  isTimeout,
  RequestError,
  statusOf,
  toRequestError,
} from './requestError';
export {
  checkUploadFiles,
  uploadFiles,
  uploadNotifications,
  type UploadResult,
  type UploadRules,
} from './upload';
