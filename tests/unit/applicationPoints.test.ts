import { describe, expect, it } from 'vitest';
import {
  duplicateGroups,
  duplicateKeys,
  normalizeEmail,
  normalizePhone,
} from '../../schema/applicationDuplicates';
import { applicationPoints, applicationPointsTotal, type PointsInput } from '../../schema/applicationPoints';

const base: PointsInput = {
  income_ratio: 3,
  household_size: 2,
  pets: 0,
  move_in_date: '2026-04-10',
  document_categories: ['id', 'salary_slip', 'debt_collection'],
  answers: { debt_collection_entries: 'no' },
  object: {
    min_occupancy: 1,
    max_occupancy: 3,
    available_from: '2026-04-01',
    cats_allowed: 0,
    dogs_allowed: 0,
  },
};
const criterion = (input: PointsInput, key: string) =>
  applicationPoints(input).criteria.find((c) => c.key === key)!;

describe('application points', () => {
  it('gives full points to a complete, fitting household and explains each criterion', () => {
    const result = applicationPoints(base);
    expect(result.total).toBe(100);
    expect(result.max).toBe(100);
    expect(result.criteria.every((c) => c.reason.key.startsWith('points_reason_'))).toBe(true);
    expect(applicationPointsTotal(base)).toBe(100);
  });

  it('grades the income ratio in steps', () => {
    expect(criterion({ ...base, income_ratio: 2.6 }, 'income')).toMatchObject({
      points: 20,
      reason: { key: 'points_reason_income_fair', params: { ratio: 2.6 } },
    });
    expect(criterion({ ...base, income_ratio: 2 }, 'income').points).toBe(10);
    expect(criterion({ ...base, income_ratio: 1.5 }, 'income').points).toBe(0);
    expect(criterion({ ...base, income_ratio: null }, 'income').reason.key).toBe(
      'points_reason_income_unknown',
    );
  });

  it("checks the occupancy against the object's minimum and maximum", () => {
    expect(criterion({ ...base, household_size: 4 }, 'occupancy')).toMatchObject({
      points: 0,
      reason: { params: { max: 3 } },
    });
    expect(criterion({ ...base, object: { ...base.object!, min_occupancy: 3 } }, 'occupancy').points).toBe(0);
    expect(criterion({ ...base, object: null }, 'occupancy').points).toBe(20);
  });

  it('weighs the move-in date, documents, pets and the debt-collection extract', () => {
    expect(criterion({ ...base, move_in_date: '2026-03-01' }, 'move_in').points).toBe(0);
    expect(criterion({ ...base, move_in_date: '2026-06-01' }, 'move_in').points).toBe(5);
    expect(criterion({ ...base, move_in_date: '2026-12-01' }, 'move_in').points).toBe(0);
    expect(criterion({ ...base, document_categories: ['id'] }, 'documents')).toMatchObject({
      points: 5,
      reason: { params: { have: 1, total: 3 } },
    });
    expect(criterion({ ...base, required_document_categories: [] }, 'documents').points).toBe(15);
    expect(criterion({ ...base, pets: 1 }, 'pets').points).toBe(0);
    expect(criterion({ ...base, pets: 1, object: { ...base.object!, cats_allowed: 1 } }, 'pets').points).toBe(
      10,
    );
    expect(criterion({ ...base, answers: { debt_collection_entries: true } }, 'debt_collection').points).toBe(
      0,
    );
    expect(criterion({ ...base, answers: {} }, 'debt_collection').reason.key).toBe(
      'points_reason_debt_unknown',
    );
  });
});

describe('application duplicates', () => {
  it('normalises e-mail and Swiss phones', () => {
    expect(normalizeEmail('  Anna@Example.CH ')).toBe('anna@example.ch');
    expect(normalizePhone('079 123 45 67')).toBe('+41791234567');
    expect(normalizePhone('+41 (0)79 123 45 67')).toBe('+41791234567');
    expect(normalizePhone('0041791234567')).toBe('+41791234567');
    expect(normalizePhone('')).toBe('');
  });

  it('keys by e-mail, phone and name with birth date', () => {
    const keys = duplicateKeys({
      main_name: 'Zoë Näf',
      email: 'Z@x.ch',
      phone: '079 123 45 67',
      birth_date: '1990-01-02',
    });
    expect(keys).toEqual(['e:z@x.ch', 'p:+41791234567', 'n:naf zoe|1990-01-02']);
    expect(duplicateKeys({ main_name: 'Zoë Näf', email: '', phone: '', birth_date: null })).toEqual([]);
  });

  it('groups applications linked directly or through a third', () => {
    const groups = duplicateGroups([
      { main_name: 'A', email: 'a@x.ch', phone: '', birth_date: null },
      { main_name: 'B', email: 'a@x.ch', phone: '0781112233', birth_date: null },
      { main_name: 'C', email: 'c@x.ch', phone: '+41781112233', birth_date: null },
      { main_name: 'D', email: 'd@x.ch', phone: '', birth_date: null },
      { main_name: 'Näf Zoë', email: '', phone: '', birth_date: '1990-01-02' },
      { main_name: 'zoe naf', email: '', phone: '', birth_date: '1990-01-02' },
    ]);
    expect(groups[0]).not.toBeNull();
    expect(groups[1]).toBe(groups[0]);
    expect(groups[2]).toBe(groups[0]);
    expect(groups[3]).toBeNull();
    expect(groups[4]).toBe('n:naf zoe|1990-01-02');
    expect(groups[5]).toBe(groups[4]);
  });
});
