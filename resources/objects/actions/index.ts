/** What one does to an object besides editing its fields, and the import of a list's toolbar. */
export { DeleteObjectDialog, type DeleteObjectDialogProps } from './DeleteObjectDialog';
export { ObjectActions, ObjectActionsById, type ObjectActionsProps } from './ObjectActions';
export { ObjectImportButton, objectTypeOfList } from './ObjectImportButton';
export { ObjectStateDetail } from './ObjectStateDetail';
export { PostingButton } from './PostingButton';
export { StateActionDialog, type StateActionDialogProps } from './StateActionDialog';
export {
  deleteRefusal,
  listPathOf,
  objectName,
  refreshObjects,
  stateActionsFor,
  stateDetailPath,
  STATE_ACTIONS,
  type StateActionName,
  type StateActionOffer,
} from './objectActionsModel';
