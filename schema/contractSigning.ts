import { z } from 'zod';

/**
 * Digital signing of a rental agreement (V2, spec 2 sections 7.8 and 7.10): each adult of the
 * household gets a personal link, confirms with a one-time code mailed to them and signs the exact
 * document shown (its SHA-256); the staff countersign once all adults signed.
 */

export const SIGNING_CODE_DIGITS = 6;
/** minutes a one-time code lasts */
export const SIGNING_CODE_MINUTES = 10;
/** wrong entries of one code before a new one is needed */
export const SIGNING_CODE_ATTEMPTS = 5;
/** codes one link may ask for in an hour */
export const SIGNING_CODES_PER_HOUR = 5;
export const SIGNER_NAME_MAX = 200;

/** POST contract-signing/{uuid}/{token}/sign */
export const contractSignSchema = z.object({
  name: z.string().trim().min(1, 'contract_signing_name_required').max(SIGNER_NAME_MAX),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SIGNING_CODE_DIGITS}}$`), 'contract_signing_code_format'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'contract_signing_changed'),
});
export type ContractSignInput = z.infer<typeof contractSignSchema>;

/** A signer's link as the staff see it. */
export const SIGNER_STATES = ['pending', 'signed', 'revoked', 'expired'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

export function signerState(
  row: { signed_at: string | null; revoked_at: string | null; expires_at: string },
  now = Date.now(),
): SignerState {
  if (row.signed_at) return 'signed';
  if (row.revoked_at) return 'revoked';
  if (Date.parse(row.expires_at) <= now) return 'expired';
  return 'pending';
}
