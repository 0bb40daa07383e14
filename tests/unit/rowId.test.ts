import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '../../schema/constants';
import { bodyRowId, ROW_ID_MALFORMED, ROW_ID_OUT_OF_RANGE, rowId, rowIdParams } from '../../schema/rowId';

const messageOf = (value: unknown) => {
  const result = rowId.safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe('row ids of a path', () => {
  it('reads decimal digits without leading zero, from 1 to the largest row id', () => {
    expect(rowId.parse('1')).toBe(1);
    expect(rowId.parse('16')).toBe(16);
    expect(rowId.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it.each(['', '-1', '0', '016', '1.5', '1e1', '0x10', ' 16', '16 ', '+16', '١٦', 'x'.repeat(300)])(
    'refuses %j as malformed, never as row 16 or 10',
    (value) => {
      expect(messageOf(value)).toEqual([ROW_ID_MALFORMED]);
    },
  );

  it.each([String(MAX_ROW_ID + 1), '3000000000', '99999999999999999999', '9'.repeat(300)])(
    'reads %j as well-formed but beyond any row',
    (value) => {
      expect(messageOf(value)).toEqual([ROW_ID_OUT_OF_RANGE]);
    },
  );

  it('refuses a value that is not a string', () => {
    expect(messageOf(16)).toEqual([ROW_ID_MALFORMED]);
    expect(messageOf(undefined)).toEqual([ROW_ID_MALFORMED]);
  });

  it('builds the params schema of a route from its parameter names', () => {
    const params = rowIdParams('id', 'personId');
    expect(params.parse({ id: '3', personId: '7' })).toEqual({ id: 3, personId: 7 });
    expect(params.safeParse({ id: '3', personId: '0x7' }).success).toBe(false);
  });
});

describe('row ids of a JSON body', () => {
  it('takes a whole number in range or a string by the path rule', () => {
    expect(bodyRowId.parse(16)).toBe(16);
    expect(bodyRowId.parse('16')).toBe(16);
  });

  it.each([0, -1, 1.5, MAX_ROW_ID + 1, '0x10', '1e1', ' 16', null])('refuses %j', (value) => {
    expect(bodyRowId.safeParse(value).success).toBe(false);
  });
});
