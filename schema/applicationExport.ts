import { z } from 'zod';
import { BULK_MAX_TARGETS } from './constants';

/** What an export of applications makes (spec 2 section 7.4: exportAction). */
export const EXPORT_ACTIONS = ['dossier'] as const;
export type ExportAction = (typeof EXPORT_ACTIONS)[number];

/**
 * POST /api/v1/generate-application-export: the applications (targets, at most BULK_MAX_TARGETS)
 * and what to make of them. An id beyond any row is not refused here: the export names it as one
 * the project does not have.
 */
export const applicationExportSchema = z.object({
  targets: z
    .array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: 'bulk_invalid_targets' })
    .min(1, 'bulk_invalid_targets')
    .max(BULK_MAX_TARGETS, 'bulk_too_many_targets'),
  exportAction: z.enum(EXPORT_ACTIONS, { error: 'invalid_request' }),
});
export type ApplicationExportInput = z.output<typeof applicationExportSchema>;
