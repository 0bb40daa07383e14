import { z } from 'zod';

/** Settings > teams: a team's name, its members (staff of the customer) and the projects it serves. */
export const TEAM_NAME_MAX = 100;

const ids = (max: number) => z.array(z.number().int().positive()).max(max);

export const teamSchema = z.object({
  name: z.string().trim().min(1, 'team_name_required').max(TEAM_NAME_MAX, 'team_name_too_long'),
  members: ids(1000).default([]),
  projects: ids(200).min(1, 'team_projects_required'),
});
export type TeamInput = z.infer<typeof teamSchema>;

/** A change carries the version it was loaded at; a stale one is refused with 409. */
export const teamUpdateSchema = teamSchema.extend({ version: z.number().int().min(1) });
export type TeamUpdateInput = z.infer<typeof teamUpdateSchema>;
