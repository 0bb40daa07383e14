import { createContext, type MutableRefObject } from 'react';

/** The last failure of a SchemaEdit / SchemaCreate save, for its SchemaForm to show. */
export const SaveErrorContext = createContext<MutableRefObject<unknown> | null>(null);
