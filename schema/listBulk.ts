import { z } from 'zod';
import { BULK_MAX_TARGETS } from './constants';
import { ruleMessage } from './rules';

/** What names no action the list has: a missing, empty or overlong action, or no body at all. */
const UNKNOWN_ACTION = ruleMessage('bulk_unknown_action', { action: '' });
const INVALID_TARGETS = 'bulk_invalid_targets';

/**
 * POST /api/v1/{list path}: a bulk action of the list on the selected rows (spec 2 section 7.4).
 * Each refusal carries the message the reply says (`parseForm`). The targets are read further by
 * the list engine (ids as numbers or digit strings, each once; more than BULK_MAX_TARGETS refused
 * there, a list ten times longer already here), the action against the list's own options.
 */
export const bulkActionBody = z.object(
  {
    bulkAction: z.string(UNKNOWN_ACTION).min(1, UNKNOWN_ACTION).max(100, UNKNOWN_ACTION),
    targets: z
      .array(z.unknown(), INVALID_TARGETS)
      .max(BULK_MAX_TARGETS * 10, ruleMessage('bulk_too_many_targets', { max: BULK_MAX_TARGETS }))
      .default([]),
    sort: z
      .string(ruleMessage('invalid_sort', { key: '' }))
      .max(100, ruleMessage('invalid_sort', { key: '' }))
      .optional(),
    /** the chosen option of an action that takes one (a reason) */
    option: z.string('bulk_invalid_option').max(1000, 'bulk_invalid_option').optional(),
  },
  UNKNOWN_ACTION,
);

export type BulkActionBody = z.infer<typeof bulkActionBody>;
