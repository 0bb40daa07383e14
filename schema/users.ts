import { z } from 'zod';
import { LANGUAGES } from './api/common';
import { ROLES } from './permissions';
import { emailSchema, usernameSchema } from './validation';

/** User management (settings > users): the form of an invited or edited user. */

export const INVITATION_VALID_HOURS = 72;

const text = () => z.string({ error: 'general_field_is_required' });
const personName = () => text().trim().min(1, 'general_field_is_required').max(100, 'field_too_long');

const userFields = {
  first_name: personName(),
  last_name: personName(),
  email: emailSchema,
  language: z.enum(LANGUAGES, { error: 'language_invalid' }),
  role: z.enum(ROLES, { error: 'user_role_invalid' }),
  /** ids of the projects the user works in (a superadmin works in all of them) */
  projects: z
    .array(z.number().int().positive(), { error: 'user_projects_required' })
    .min(1, 'user_projects_required')
    .max(200),
};

/** POST /api/v1/settings/users/create: invites a user. */
export const userCreateSchema = z.object({ ...userFields, username: usernameSchema });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** POST /api/v1/settings/users/{id}/edit */
export const userUpdateSchema = z.object({
  ...userFields,
  version: z.number({ error: 'general_field_is_required' }).int().positive(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** The roles an acting user may give: only a superadmin gives superadmin. */
export function assignableRoles(actorRole: string): readonly (typeof ROLES)[number][] {
  return actorRole === 'superadmin' ? ROLES : ROLES.filter((r) => r !== 'superadmin');
}
