import { useEffect, useState } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { loadedOf, loadOnce } from '../../registry/loadOnce';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';

/** The number's formatting (libphonenumber and its metadata): loaded once, when a phone number is first shown or typed. */
const loadPhoneFormat = () => import('./phoneFormat').then((module) => module.loadPhoneFormat());

/**
 * A phone number, formatted while typed, Switzerland first (+41), kept in international form;
 * the form's phoneRule checks it (optionally mobile only). The formatting loads once the input
 * holds a number or is focused (an empty phone field of a public form costs nothing before it is
 * used); until then the input shows and keeps the number as it is written.
 */
export function PhoneFieldInput({ spec }: { spec: SpecOf<'phone'> }) {
  const [format, setFormat] = useState(() => loadedOf(loadPhoneFormat));
  const [focused, setFocused] = useState(false);
  const { getValues, setValue } = useFormContext();
  const value: unknown = useWatch({ name: spec.source });
  const wanted = focused || (typeof value === 'string' && value !== '');
  useEffect(() => {
    if (format || !wanted) return;
    let current = true;
    loadOnce(loadPhoneFormat)
      .then((module) => {
        if (!current) return;
        // what was typed before the formatting was there is kept as if typed afterwards
        const typed: unknown = getValues(spec.source);
        if (focused && typeof typed === 'string' && module.readPhone(typed) !== typed) {
          setValue(spec.source, module.readPhone(typed), { shouldDirty: true });
        }
        setFormat(module);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [format, wanted, focused, getValues, setValue, spec.source]);
  return (
    <TextInput
      {...commonProps(spec)}
      type="tel"
      format={format?.showPhone}
      parse={format?.readPhone}
      autoComplete={spec.autoComplete ?? 'tel'}
      autoFocus={spec.autoFocus}
      onFocus={() => setFocused(true)}
    />
  );
}
