/** The react-query keys of the viewings' reads: everything under VIEWINGS_QUERY_KEY is read again after a change. */
export const VIEWINGS_QUERY_KEY = ['viewings'] as const;
export const viewingKey = (id: number) => ['viewings', 'one', id] as const;
export const objectViewingsKey = (objectId: number) => ['viewings', 'object', objectId] as const;
export const applicationViewingsKey = (applicationId: number) =>
  ['viewings', 'application', applicationId] as const;
export const drawInitKey = (objectId: number) => ['viewings', 'draw', objectId] as const;
export const VIEWING_INIT_KEY = ['viewings', 'init'] as const;
