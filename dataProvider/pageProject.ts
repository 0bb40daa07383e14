import { isSaleProject } from '../schema/projectTypes';

/**
 * The type of the project this page belongs to, from /init (a page's project never changes): the
 * calls that sale projects answer under `sales/` take that prefix here, so that no screen passes it.
 */
let projectType: string | undefined;

export function setPageProjectType(type: string | undefined): void {
  projectType = type;
}

/** Whether this page's project sells (its applications are answered under /api/v1/sales/...). */
export const isSalePage = (): boolean => isSaleProject(projectType);
