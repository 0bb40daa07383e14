import { z } from 'zod';

/** The request parts of the bulk import of objects (spec 2 section 7.7), parsed before the service. */

/** The object type of the path (`apartments`); one that is no object type is not found. */
export const importTypeParams = z.object({ type: z.string().max(50) });

/** GET import-template: `xlsx` (the default) or `csv`. */
export const importTemplateQuery = z.object({ format: z.string().max(10).optional() });

/** POST bulk-import: the previewed sheet, by its stored name. */
export const importSheetSchema = z.object({ file: z.string().trim().min(1).max(1000) });
