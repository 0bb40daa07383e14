/** Project types that sell their objects (lists under sales/, a selling price instead of rent). */
export const SALE_PROJECT_TYPES: readonly string[] = ['sale'];

/** Whether a project sells its objects (no other imports: the client's first load uses it). */
export function isSaleProject(projectType: string | undefined | null): boolean {
  return projectType !== undefined && projectType !== null && SALE_PROJECT_TYPES.includes(projectType);
}
