import { z } from 'zod';

/** Validation rules of spec 1 section 5, shared by client forms and server routes. */

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'general_field_is_required').max(254),
  password: z.string().min(1, 'general_field_is_required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const listSettingSchema = z.object({
  value: z.array(z.string().min(1).max(100)).min(1).max(100),
});
