/** An object's images and documents modals and their parts. */
export { ImageGrid, type ImageGridProps } from './ImageGrid';
export { ObjectDocumentsDialog, type ObjectDocumentsDialogProps } from './ObjectDocumentsDialog';
export { ObjectImagesDialog, type ObjectImagesDialogProps } from './ObjectImagesDialog';
