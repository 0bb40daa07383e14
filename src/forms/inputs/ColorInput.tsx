import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour as `#rrggbb`: typed, pasted, or picked with the browser's colour picker in front of the
 * text (the swatch shows the colour typed so far).
 */
export function ColorFieldInput({ spec }: { spec: SpecOf<'color'> }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = useWatch({ name: spec.source }) as unknown;
  const hex = typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : '#ffffff';
  const label = typeof spec.label === 'string' ? translate(spec.label) : '';
  return (
    <TextInput
      {...commonProps(spec)}
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                value={hex}
                disabled={spec.disabled || spec.readOnly}
                aria-label={translate('forms_pick_color', { field: label })}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  setValue(spec.source, event.target.value, { shouldDirty: true, shouldValidate: true })
                }
                sx={{
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
