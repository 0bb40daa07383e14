import { isSaleProject } from '../../schema/projectTypes';

/** The applications list path of a project: `applications/`, or `sales/applications/` for sale projects. */
export function applicationListPath(projectType: string | undefined): string {
  return isSaleProject(projectType) ? 'sales/applications/' : 'applications/';
}
