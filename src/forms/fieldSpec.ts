import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';

/** An option of a select, radio group, autocomplete or tags input; `name` is a key unless said otherwise. */
export interface Choice {
  id: string | number;
  name: string;
}

interface BaseSpec {
  /** the value's path in the form (dotted for groups: `basics.title`) */
  source: string;
  /** label key */
  label: string;
  /** hint key, shown under the input while it has no error */
  helperText?: string;
  /** marks the label; the rule itself is the form's schema */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  /** shown only while this holds for the form's values */
  when?: (values: FieldValues) => boolean;
  /** both columns of a two-column form */
  wide?: boolean;
  /**
   * A value without an input of its own that follows this one (a floor's number from its name):
   * whenever this value changes, `source` becomes `from(value)`.
   */
  sets?: { source: string; from: (value: unknown) => unknown };
}

export interface TextSpec extends BaseSpec {
  kind: 'text' | 'textarea' | 'email' | 'url' | 'password';
  /** most characters the input takes */
  maxLength?: number;
}

export interface NumberSpec extends BaseSpec {
  kind: 'number' | 'integer';
  min?: number;
  max?: number;
  step?: number;
  /** a unit key shown after the number (m², Zimmer) */
  unit?: string;
  /** false: shown without thousands separators (a year: 2024, not 2'024) */
  grouping?: boolean;
}

export interface MoneySpec extends BaseSpec {
  kind: 'money';
  min?: number;
  max?: number;
  /** the currency code; the project's (bootstrap) by default, else CHF */
  currency?: string;
}

export interface ChoiceSpec extends BaseSpec {
  kind: 'select' | 'radio' | 'autocomplete';
  choices: readonly Choice[];
  /** choice names are keys (default) or shown as they are (proper names, languages in themselves) */
  translateChoice?: boolean;
}

/** A record of another resource, searched through react-admin's getList (ReferenceInput). */
export interface ReferenceSpec extends BaseSpec {
  kind: 'reference';
  reference: string;
  /** the record's field shown as the option */
  optionText?: string;
}

/** Options fetched while the user types (spec: from 2 characters, 250 ms after the last key). */
export interface RemoteSpec extends BaseSpec {
  kind: 'remote';
  loadChoices: (search: string, dataProvider: AppDataProvider) => Promise<Choice[]>;
  /** several values (a remote multiselect) */
  multiple?: boolean;
  /** the options of the values the form starts with, so that their names show before any search */
  initialChoices?: readonly Choice[];
}

export interface TagsSpec extends BaseSpec {
  kind: 'tags';
  /** the tags to pick from; free text when absent */
  choices?: readonly Choice[];
  translateChoice?: boolean;
}

export interface SimpleSpec extends BaseSpec {
  kind: 'date' | 'time' | 'boolean' | 'phone' | 'richtext' | 'color';
}

/** A list of entries, each with the same inputs (react-admin's ArrayInput). */
export interface ArraySpec extends BaseSpec {
  kind: 'array';
  /** the inputs of one entry, their sources relative to it */
  fields: readonly FieldSpec[];
  /** most entries: the add button disappears at the limit */
  max?: number;
}

/** Files uploaded as soon as they are picked; the value holds what the server answered. */
export interface UploadSpec extends BaseSpec {
  kind: 'image' | 'file';
  /** several files (default) or one */
  multiple?: boolean;
  /** most files (images: the project's maxNumObjectImages) */
  max?: number;
  /** only these extensions (lower case, no dot), of those the project allows */
  types?: readonly string[];
}

export type FieldSpec =
  | TextSpec
  | NumberSpec
  | MoneySpec
  | ChoiceSpec
  | ReferenceSpec
  | RemoteSpec
  | TagsSpec
  | SimpleSpec
  | ArraySpec
  | UploadSpec;

export type FieldKind = FieldSpec['kind'];

/** The declarations of `S` that may have a kind of `K`, narrowed to those kinds. */
type Narrow<S, K> = S extends { kind: infer SK }
  ? [Extract<SK, K>] extends [never]
    ? never
    : Omit<S, 'kind'> & { kind: Extract<SK, K> }
  : never;

/** The spec of one kind (or a few), for the input that draws it. */
export type SpecOf<K extends FieldKind> = Narrow<FieldSpec, K>;

/** The value paths of a form's inputs: array entries' inputs under `*` (`areas.*.area`). */
export function specPaths(fields: readonly FieldSpec[], prefix = ''): string[] {
  return fields.flatMap((spec) => {
    const path = `${prefix}${spec.source}`;
    return spec.kind === 'array' ? [path, ...specPaths(spec.fields, `${path}.*.`)] : [path];
  });
}
