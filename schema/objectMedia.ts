import { z } from 'zod';
import { objectImageSchema } from './objects';

/**
 * The request parts of an object's media (spec 2 sections 7.6, 7.7): its images and documents as
 * set up after upload, and the printed matter asked for. The server parses them before the service.
 */

/** Upper bound of a request's image lists, whatever a project's image limit. */
const MAX_IMAGES = 200;
/** Upper bound of a request's document lists. */
const MAX_FILES = 100;
const reference = z.string().min(1).max(1000);

/** POST upload-images-setup: the images to remove, and the object's images in their new order. */
export const objectImagesSetupSchema = z.object({
  removedImages: z.array(z.number().int().positive()).max(MAX_IMAGES).default([]),
  updatedImages: z.array(objectImageSchema).max(MAX_IMAGES).default([]),
});
export type ObjectImagesSetupInput = z.infer<typeof objectImagesSetupSchema>;

/** POST upload-files-setup: documents to remove (their urls), and new or re-categorised ones. */
export const objectFilesSetupSchema = z.object({
  removedFiles: z.array(reference).max(MAX_FILES).default([]),
  updatedFiles: z
    .array(
      z.object({
        url: reference,
        /** the category the file had (or was given on upload) */
        key: z.string().max(100).nullish(),
        /** the category it gets; wins over key */
        new_key: z.string().max(100).nullish(),
      }),
    )
    .max(MAX_FILES)
    .default([]),
});
export type ObjectFilesSetupInput = z.infer<typeof objectFilesSetupSchema>;

/** The query of POST generate-serve-posting-files: which printed matter (`flyer`, `business_card`). */
export const postingQuerySchema = z.object({ type: z.string().max(50).optional() });
