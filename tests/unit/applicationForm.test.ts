import { describe, expect, it } from 'vitest';
import {
  answersSchema,
  applicationUrlOf,
  FIELD_TYPE_CODES,
  FIELD_TYPES,
  fieldTypeName,
  formDefinitionSchema,
  localized,
  newApplicationSchema,
  type FormDefinitionInput,
} from '../../schema/applicationForm';
import { DEFAULT_FORM_DEFINITION } from '../../server/modules/applicationForms/defaultForm';

const label = (de: string) => ({ de, fr: '', it: '', en: '' });

const definition = (fields: FormDefinitionInput['sections'][number]['fields']) =>
  formDefinitionSchema.parse({ sections: [{ key: 'main', title: label('Haupt'), fields }] });

const issues = (input: unknown) => {
  const result = formDefinitionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('field types', () => {
  it('maps the 15 codes of spec 1 section 3 to their types in the spec order, both ways', () => {
    expect(Object.keys(FIELD_TYPES)).toHaveLength(15);
    expect(FIELD_TYPES[1]).toBe('boolean');
    expect(FIELD_TYPES[7]).toBe('phone');
    expect(FIELD_TYPES[10]).toBe('apartment_select');
    expect(FIELD_TYPES[15]).toBe('country_select');
    for (const [name, code] of Object.entries(FIELD_TYPE_CODES)) expect(fieldTypeName(code)).toBe(name);
  });

  it('derives the type name from the code and refuses a name that contradicts it', () => {
    const [field] = definition([{ key: 'a', type: 12, label: label('A'), scope: 'household' }]).sections[0]!
      .fields;
    expect(field!.typeName).toBe('text');
    expect(
      issues({
        sections: [
          {
            key: 's',
            title: label('S'),
            fields: [{ key: 'a', type: 12, typeName: 'email', label: label('A'), scope: 'adult' }],
          },
        ],
      }),
    ).toContainEqual(['sections.0.fields.0.typeName', 'form_field_type_invalid']);
    expect(
      issues({
        sections: [
          {
            key: 's',
            title: label('S'),
            fields: [{ key: 'a', type: 16, label: label('A'), scope: 'adult' }],
          },
        ],
      }),
    ).toContainEqual(['sections.0.fields.0.type', 'form_field_type_invalid']);
  });
});

describe('form definition', () => {
  it('accepts the shipped Swiss rental form, labelled in all four languages', () => {
    expect(formDefinitionSchema.safeParse(DEFAULT_FORM_DEFINITION).success).toBe(true);
    for (const section of DEFAULT_FORM_DEFINITION.sections) {
      for (const field of section.fields) {
        for (const lang of ['de', 'fr', 'it', 'en'] as const)
          expect(field.label[lang], field.key).not.toBe('');
        expect(JSON.stringify(field.label)).not.toContain('ß');
      }
    }
  });

  it('keeps keys unique per scope, the same key allowed for adults and children', () => {
    const twice = { key: 'first_name', type: 12, label: label('Vorname'), scope: 'adult' } as const;
    expect(issues({ sections: [{ key: 's', title: label('S'), fields: [twice, twice] }] })).toContainEqual([
      'sections.0.fields.1.key',
      'form_key_duplicate',
    ]);
    expect(
      issues({ sections: [{ key: 's', title: label('S'), fields: [twice, { ...twice, scope: 'child' }] }] }),
    ).toEqual([]);
  });

  it('asks radio and select fields for unique choices, and min not above max', () => {
    expect(
      issues({
        sections: [
          {
            key: 's',
            title: label('S'),
            fields: [{ key: 'r', type: 8, label: label('R'), scope: 'household' }],
          },
        ],
      }),
    ).toContainEqual(['sections.0.fields.0.choices', 'form_choices_missing']);
    const choice = { value: 'a', label: label('A') };
    expect(
      issues({
        sections: [
          {
            key: 's',
            title: label('S'),
            fields: [{ key: 'r', type: 9, label: label('R'), scope: 'household', choices: [choice, choice] }],
          },
        ],
      }),
    ).toContainEqual(['sections.0.fields.0.choices.1.value', 'form_choice_duplicate']);
    expect(
      issues({
        sections: [
          {
            key: 's',
            title: label('S'),
            fields: [{ key: 'n', type: 6, label: label('N'), scope: 'adult', min: 3, max: 1 }],
          },
        ],
      }),
    ).toContainEqual(['sections.0.fields.0.max', 'form_min_above_max']);
  });

  it('keeps the keys the server reads at their type (an e-mail field named email)', () => {
    expect(
      issues({
        sections: [
          {
            key: 's',
            title: label('S'),
            fields: [{ key: 'email', type: 12, label: label('E'), scope: 'adult' }],
          },
        ],
      }),
    ).toContainEqual(['sections.0.fields.0.type', 'form_field_key_type|{"type":"email"}']);
  });
});

describe('answers schema', () => {
  const form = definition([
    { key: 'consent', type: 1, label: label('OK'), required: true, scope: 'household' },
    { key: 'move_in', type: 2, label: label('Einzug'), required: true, scope: 'household' },
    { key: 'email', type: 3, label: label('E-Mail'), required: true, scope: 'adult' },
    { key: 'passport', type: 4, label: label('Pass'), required: true, scope: 'adult' },
    { key: 'ref', type: 5, label: label('Ref'), scope: 'household' },
    { key: 'income', type: 6, label: label('Einkommen'), min: 0, max: 1000000, scope: 'adult' },
    { key: 'phone', type: 7, label: label('Telefon'), scope: 'adult' },
    {
      key: 'size',
      type: 8,
      label: label('Grösse'),
      scope: 'household',
      choices: [{ value: 's', label: label('S') }],
    },
    {
      key: 'parking',
      type: 9,
      label: label('Parkplatz'),
      required: true,
      scope: 'household',
      choices: [{ value: 'none', label: label('Keiner') }],
    },
    { key: 'others', type: 10, label: label('Weitere'), scope: 'household' },
    { key: 'residents', type: 11, label: label('Personen'), scope: 'household', min: 1, max: 6 },
    { key: 'name', type: 12, label: label('Name'), required: true, max: 20, scope: 'adult' },
    { key: 'notes', type: 13, label: label('Notizen'), scope: 'household' },
    { key: 'info', type: 14, label: label('Info'), scope: 'household' },
    { key: 'nationality', type: 15, label: label('Nationalität'), scope: 'adult' },
  ]);
  const household = answersSchema(form, 'household');
  const adult = answersSchema(form, 'adult');
  const errorsOf = (schema: typeof household, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes only the fields of its scope, without file and html fields', () => {
    expect(Object.keys(household.shape).sort()).toEqual(
      ['consent', 'move_in', 'notes', 'others', 'parking', 'ref', 'residents', 'size'].sort(),
    );
    expect(Object.keys(adult.shape).sort()).toEqual(['email', 'income', 'name', 'nationality', 'phone']);
  });

  it('reads valid answers in their stored form', () => {
    expect(
      adult.parse({
        email: 'a@b.ch',
        income: '85000',
        phone: '079 123 45 67',
        name: ' Anna ',
        nationality: 'CH',
      }),
    ).toEqual({ email: 'a@b.ch', income: 85000, phone: '+41791234567', name: 'Anna', nationality: 'CH' });
    expect(
      household.parse({ consent: true, move_in: '01.04.2027', parking: 'none', residents: 2, others: ['x'] }),
    ).toMatchObject({
      consent: true,
      move_in: '2027-04-01',
      parking: 'none',
      residents: 2,
      size: '',
      notes: '',
      others: ['x'],
    });
  });

  it('refuses each kind of wrong answer with its message key', () => {
    expect(errorsOf(household, { consent: false, move_in: '', parking: 'car', residents: 9 })).toEqual({
      consent: 'general_field_is_required',
      move_in: 'general_field_is_required',
      parking: 'choice_invalid',
      residents: 'number_too_large|{"max":6}',
    });
    expect(
      errorsOf(adult, { email: 'x', income: -1, phone: '1', name: 'x'.repeat(21), nationality: 'ZZ' }),
    ).toEqual({
      email: 'email_invalid',
      income: 'number_too_small|{"min":0}',
      phone: 'phone_invalid',
      name: 'text_too_long|{"max":20}',
      nationality: 'choice_invalid',
    });
  });

  it('builds the whole submit: objects, at least one adult, errors under household, adults.n and children.n', () => {
    const schema = newApplicationSchema(form);
    const result = schema.safeParse({ uuids: [], household: {}, adults: [] });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['uuids', 'adults', 'household.consent']));
  });

  it('falls back to German for an empty translation, and makes the public link of objects', () => {
    expect(localized({ de: 'Haustiere', fr: '', it: 'Animali', en: '' }, 'fr')).toBe('Haustiere');
    expect(localized({ de: 'Haustiere', fr: '', it: 'Animali', en: '' }, 'it')).toBe('Animali');
    expect(applicationUrlOf(['ab', 'cd'])).toBe('/form/application/new?uuids=ab,cd');
  });
});
