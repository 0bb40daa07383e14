/** The kinds of object (no other imports: the object lists' first load uses them). */
export const OBJECT_TYPES = ['apartments', 'parkingspace', 'other', 'craft', 'plot'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export function isObjectType(value: string): value is ObjectType {
  return (OBJECT_TYPES as readonly string[]).includes(value);
}
