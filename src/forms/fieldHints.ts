import { createContext, useContext, useMemo } from 'react';
import { useWrappedSource } from 'react-admin';
import type { z } from 'zod';
import { hintsAt, type FieldHints } from './schemaHints';

/** The schema of the form an input is in (SchemaForm, the wizard). */
export const FormSchemaContext = createContext<z.ZodType | undefined>(undefined);

/** The hints of an input's value, its source resolved inside array entries (`areas.0.area`). */
export function useFieldHints(source: string): FieldHints | null {
  const schema = useContext(FormSchemaContext);
  const path = useWrappedSource(source);
  return useMemo(() => hintsAt(schema, path), [schema, path]);
}
