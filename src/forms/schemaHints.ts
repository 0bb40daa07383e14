import type { z } from 'zod';
import { REQUIRED } from '../../schema/rules';
import type { FieldSpec } from './fieldSpec';

/**
 * What an input shows about its rule before anything is typed: the required mark, the number
 * limits, whole numbers, the step, the text length. Read from the form's zod schema (schema/),
 * the only place the rules are written: zod's own checks (min, max, int, multipleOf, min and max
 * length) carry the limits, and "required" is what the rule answers to an empty input.
 */
export interface FieldHints {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  step?: number;
  /** text: fewest and most characters; a list: most entries */
  minLength?: number;
  maxLength?: number;
}

interface ZodInternals {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, ZodInternals>;
  element?: ZodInternals;
  innerType?: ZodInternals;
  in?: ZodInternals;
  out?: ZodInternals;
  options?: readonly ZodInternals[];
  left?: ZodInternals;
  right?: ZodInternals;
  getter?: () => ZodInternals;
}
interface CheckDef {
  check: string;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** Wrappers whose inner schema holds the rule. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

const defOf = (schema: ZodInternals): ZodDef => schema._zod.def;

/** The schema doing the checking: through wrappers, preprocessing and transforms, lazies. */
function core(schema: ZodInternals): ZodInternals {
  let node = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(node);
    if (WRAPPERS.has(def.type) && def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      // z.preprocess(fn, schema): the schema; schema.pipe(...) or .transform(...): the first one
      node = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) node = def.getter();
    else return node;
  }
  return node;
}

/** The schema of the value at `path` (dotted; array entries by index or `*`), or null. */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | null {
  let node: ZodInternals | undefined = schema as unknown as ZodInternals;
  for (const segment of path.split('.')) {
    node = node ? childOf(core(node), segment) : undefined;
    if (!node) return null;
  }
  return node as unknown as z.ZodType;
}

function childOf(node: ZodInternals, segment: string): ZodInternals | undefined {
  const def = defOf(node);
  if (def.type === 'object') return def.shape?.[segment];
  if (def.type === 'array' && (segment === '*' || /^\d+$/.test(segment))) return def.element;
  if (def.type === 'union') return def.options?.map((option) => childOf(core(option), segment)).find(Boolean);
  if (def.type === 'intersection')
    return (def.left && childOf(core(def.left), segment)) ?? (def.right && childOf(core(def.right), segment));
  return undefined;
}

/** An empty input refused as "required" (the rules' own message), whatever empty is sent as. */
function refusesEmpty(schema: z.ZodType): boolean {
  return [undefined, null, ''].some((empty) => {
    try {
      const result = schema.safeParse(empty);
      return (
        !result.success && result.error.issues.some((i) => i.path.length === 0 && i.message === REQUIRED)
      );
    } catch {
      // an asynchronous rule cannot be asked here; it still checks on submit
      return false;
    }
  });
}

const number = (value: number | bigint | undefined) => (typeof value === 'bigint' ? Number(value) : value);

/** The hints of one value's rule. */
export function hintsOf(schema: z.ZodType): FieldHints {
  const hints: FieldHints = {};
  if (refusesEmpty(schema)) hints.required = true;
  const def = defOf(core(schema as unknown as ZodInternals));
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    const value = number(c.value);
    if (c.check === 'greater_than' && value !== undefined)
      hints.min = Math.max(hints.min ?? -Infinity, value);
    if (c.check === 'less_than' && value !== undefined) hints.max = Math.min(hints.max ?? Infinity, value);
    if (c.check === 'multiple_of' && value !== undefined) hints.step = value;
    if (c.check === 'number_format' && c.format?.includes('int')) hints.integer = true;
    if (c.check === 'min_length' && c.minimum !== undefined)
      hints.minLength = Math.max(hints.minLength ?? 0, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined)
      hints.maxLength = Math.min(hints.maxLength ?? Infinity, c.maximum);
  }
  return hints;
}

/** The hints of the value at `path` of a form's schema; null when the schema does not name it. */
export function hintsAt(schema: z.ZodType | undefined, path: string): FieldHints | null {
  const at = schema ? schemaAt(schema, path) : null;
  return at ? hintsOf(at) : null;
}

/**
 * A field declaration with its hints from the form's schema: where the schema names the value,
 * its rule alone decides the required mark and the limits the input shows; a declaration of a
 * form without a schema keeps its own.
 */
export function withHints<S extends FieldSpec>(spec: S, hints: FieldHints | null): S {
  if (!hints) return spec;
  const derived: Record<string, unknown> = { required: hints.required ?? false };
  if (spec.kind === 'number' || spec.kind === 'integer' || spec.kind === 'money') {
    derived.min = hints.min;
    derived.max = hints.max;
    if (spec.kind !== 'money') {
      derived.step = hints.step ?? (spec as { step?: number }).step;
      if (hints.integer) derived.kind = 'integer';
    }
  }
  if (spec.kind === 'text' || spec.kind === 'textarea' || spec.kind === 'email' || spec.kind === 'url')
    derived.maxLength = hints.maxLength;
  if (spec.kind === 'array') derived.max = hints.maxLength ?? (spec as { max?: number }).max;
  return { ...spec, ...derived };
}
