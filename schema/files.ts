import { z } from 'zod';

/** The request parts of the file routes (spec 2 sections 7.2 and 7.6), parsed before the service. */

/** POST /api/v1/remove-files: the stored names (urls) of the caller's uploads to remove. */
export const removeFilesSchema = z.object({ files: z.array(z.string().min(1).max(1000)).min(1).max(100) });

/** GET /serve-media-files: the file's url, and a signed link's expiry and signature. */
export const serveMediaQuerySchema = z.object({
  url: z.string().max(1000).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  /** `thumb`: an image's thumbnail (a small JPEG) instead of the image */
  variant: z.enum(['thumb']).optional(),
});
