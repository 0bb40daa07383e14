import type { ListRef } from '../../schema/listPaths';

/** The applications list: the sale list in sale projects (the list's meta takes the project's type). */
export const APPLICATION_LIST: ListRef = { resource: 'applications' };
