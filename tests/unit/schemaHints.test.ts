import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { objectInputSchema } from '../../schema/objects';
import { dateRule, moneyRule, numberRule, tagsRule, textRule } from '../../schema/rules';
import { hintsAt, hintsOf, withHints } from '../../src/forms/schemaHints';

describe('field hints derived from the zod rules', () => {
  it('reads number limits, whole numbers and steps from the rule', () => {
    expect(hintsOf(numberRule({ min: 1, max: 30, step: 0.5 }))).toEqual({ min: 1, max: 30, step: 0.5 });
    expect(hintsOf(numberRule({ integer: true, min: -5, max: 200, required: true }))).toEqual({
      required: true,
      integer: true,
      min: -5,
      max: 200,
    });
    expect(hintsOf(moneyRule())).toEqual({ min: 0, max: 100_000_000 });
  });

  it('reads the required mark and the text length', () => {
    expect(hintsOf(textRule({ required: true, max: 100 }))).toEqual({
      required: true,
      minLength: 1,
      maxLength: 100,
    });
    expect(hintsOf(textRule({ max: 2000 }))).toEqual({ maxLength: 2000 });
    expect(hintsOf(dateRule(true))).toEqual({ required: true });
    expect(hintsOf(dateRule())).toEqual({});
    expect(hintsOf(tagsRule({ required: true }))).toEqual({ required: true });
    // a plain zod string with the rules' required message
    expect(hintsOf(z.string().trim().min(1, 'general_field_is_required').max(50))).toMatchObject({
      required: true,
      maxLength: 50,
    });
  });

  it('finds a value by its path, inside groups, array entries and optional wrappers', () => {
    const schema = objectInputSchema('apartments', false);
    expect(hintsAt(schema, 'basics.title')).toEqual({ required: true, minLength: 1, maxLength: 200 });
    expect(hintsAt(schema, 'basics.rooms')).toEqual({ min: 1, max: 30, step: 0.5 });
    expect(hintsAt(schema, 'basics.areas')).toEqual({ maxLength: 20 });
    expect(hintsAt(schema, 'basics.areas.0.area')).toEqual({ required: true, min: 0.5, max: 1_000_000 });
    expect(hintsAt(schema, 'basics.areas.*.area')).toEqual({ required: true, min: 0.5, max: 1_000_000 });
    expect(hintsAt(schema, 'rental.minAdults')).toEqual({ integer: true, min: 0, max: 50 });
    expect(hintsAt(schema, 'basics.unknown')).toBeNull();
    expect(hintsAt(undefined, 'basics.title')).toBeNull();
    // a partial schema may leave the value out, but an emptied input is still refused
    const partial = z.object({ name: textRule({ required: true, max: 10 }) }).partial();
    expect(hintsAt(partial, 'name')).toEqual({ required: true, minLength: 1, maxLength: 10 });
    const optional = z.object({ note: z.string().max(10).optional() });
    expect(hintsAt(optional, 'note')).toEqual({ maxLength: 10 });
  });

  it('lets the schema alone decide what an input shows where it names the value', () => {
    const spec = { source: 'title', kind: 'text', label: 'Titel', required: false, maxLength: 5 } as const;
    expect(withHints(spec, { required: true, maxLength: 200 })).toMatchObject({
      required: true,
      maxLength: 200,
    });
    expect(withHints({ ...spec, required: true }, {})).toMatchObject({ required: false });
    expect(withHints(spec, null)).toBe(spec);
    const floor = { source: 'floor', kind: 'number', label: 'Etage' } as const;
    expect(withHints(floor, { integer: true, min: -5, max: 200 })).toMatchObject({
      kind: 'integer',
      min: -5,
      max: 200,
    });
  });
});
