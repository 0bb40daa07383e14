import type { ObjectImagesSave, UploadedImage } from '../../../dataProvider/objectMethods';
import type { ObjectImageItem } from '../../../schema/api/objects';

/**
 * The image upload modal's state as pure functions (spec 1 sections 2, 4 and 5): the object's
 * images in their order, the ones removed, and the ones uploaded in this session (id 0).
 */

/** An image in the modal: the object's own (id > 0) or one uploaded in this session (id 0). */
export interface ImageEntry {
  /** stable within the modal: the storage key */
  key: string;
  id: number;
  image: string;
  thumbUrl: string;
  /** the name of the file as uploaded ('' when not known: then the image is named by its number) */
  name: string;
  /** the object's own images: their place when the modal loaded them (1, 2, ...), a name that stays; new ones 0 */
  number: number;
}

export interface ImagesState {
  /** in order; the first is the main image */
  images: ImageEntry[];
  /** ids of the object's images taken out */
  removed: number[];
  /** storage keys of every image uploaded in this session, kept or not */
  uploaded: string[];
  /** the object's images as loaded, in order (for "anything changed?") */
  loaded: number[];
}

export const fromItem = (item: ObjectImageItem, index: number): ImageEntry => ({
  key: item.image,
  id: item.id,
  image: item.image,
  thumbUrl: item.thumbUrl,
  name: item.name,
  number: index + 1,
});

export const fromUpload = (item: UploadedImage): ImageEntry => ({
  key: item.image,
  id: 0,
  image: item.image,
  thumbUrl: item.thumbUrl,
  name: item.name,
  number: 0,
});

export function initialImages(items: readonly ObjectImageItem[]): ImagesState {
  return {
    images: items.map((item, index) => fromItem(item, index)),
    removed: [],
    uploaded: [],
    loaded: items.map((item) => item.id),
  };
}

/** Moves the image at `from` to `to` (both clamped to the list). */
export function moveImage(state: ImagesState, from: number, to: number): ImagesState {
  const last = state.images.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return state;
  const images = [...state.images];
  const [moved] = images.splice(from, 1);
  images.splice(target, 0, moved!);
  return { ...state, images };
}

export function removeImage(state: ImagesState, key: string): ImagesState {
  const entry = state.images.find((image) => image.key === key);
  if (!entry) return state;
  return {
    ...state,
    images: state.images.filter((image) => image.key !== key),
    removed: entry.id > 0 ? [...state.removed, entry.id] : state.removed,
  };
}

/** Appends uploaded images, never beyond `max`. */
export function addUploads(state: ImagesState, uploads: readonly UploadedImage[], max: number): ImagesState {
  const room = Math.max(0, max - state.images.length);
  const added = uploads.slice(0, room).map(fromUpload);
  return {
    ...state,
    images: [...state.images, ...added],
    uploaded: [...state.uploaded, ...uploads.map((upload) => upload.image)],
  };
}

/** How many more images fit under `max`. */
export function roomFor(state: ImagesState, max: number): number {
  return Math.max(0, max - state.images.length);
}

export function hasChanges(state: ImagesState): boolean {
  if (state.removed.length > 0 || state.uploaded.length > 0) return true;
  const ids = state.images.map((image) => image.id);
  return ids.length !== state.loaded.length || ids.some((id, index) => id !== state.loaded[index]);
}

/** What Save sends: the removed ids and the complete ordered list (id 0 for new images). */
export function savePayload(state: ImagesState): ObjectImagesSave {
  return {
    removedImages: state.removed,
    updatedImages: state.images.map((image) => ({ id: image.id, image: image.image })),
  };
}

/** Images uploaded in this session that Save does not keep (removed again before saving). */
export function droppedUploads(state: ImagesState): string[] {
  const kept = new Set(state.images.filter((image) => image.id === 0).map((image) => image.key));
  return state.uploaded.filter((key) => !kept.has(key));
}

/**
 * The images changed meanwhile (409): the object's images as they are now, followed by this
 * session's new images (as many as fit).
 */
export function rebase(state: ImagesState, items: readonly ObjectImageItem[], max: number): ImagesState {
  const fresh = state.images.filter((image) => image.id === 0);
  const images = [...items.map((item, index) => fromItem(item, index)), ...fresh].slice(0, max);
  return { images, removed: [], uploaded: state.uploaded, loaded: items.map((item) => item.id) };
}
