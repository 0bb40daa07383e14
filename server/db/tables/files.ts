/** Tables of this area; the Database interface (server/db/types.ts) extends this one. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the area's migration
export interface FilesTables {}
