import { required } from 'react-admin';
import type { FieldSpec } from '../fieldSpec';

const REQUIRED = [required()];

/**
 * The props every react-admin input of a spec gets. `validate` only marks the label: with the
 * form's resolver (the zod schema) react-hook-form leaves field rules alone.
 */
export function commonProps(spec: FieldSpec) {
  return {
    source: spec.source,
    label: spec.label,
    helperText: spec.helperText ?? false,
    disabled: spec.disabled,
    readOnly: spec.readOnly,
    validate: spec.required ? REQUIRED : undefined,
    fullWidth: true,
  } as const;
}
