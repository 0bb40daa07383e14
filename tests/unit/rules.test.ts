import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanRule,
  checkRanges,
  choiceRule,
  dateRule,
  dateYearRange,
  emailRule,
  isDateRangeValid,
  isNumberRangeValid,
  isTimeRangeValid,
  moneyRule,
  numberRule,
  readRuleMessage,
  readTypedDate,
  readTypedNumber,
  REQUIRED,
  richTextRule,
  ruleMessage,
  tagsRule,
  textRule,
  timeRule,
  urlRule,
  withEmailConfirmation,
} from '../../schema/rules';
import { phoneRule } from '../../schema/phoneRules';

/** The value a rule makes of the input, or the first message it refuses it with. */
function run(schema: z.ZodType, input: unknown): { value?: unknown; message?: string } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}
const value = (schema: z.ZodType, input: unknown) => run(schema, input).value;
const message = (schema: z.ZodType, input: unknown) => run(schema, input).message;

describe('rule messages', () => {
  it('carries parameters after a bar and reads them back', () => {
    expect(ruleMessage('text_too_long', { max: 200 })).toBe('text_too_long|{"max":200}');
    expect(ruleMessage('email_invalid')).toBe('email_invalid');
    expect(ruleMessage('email_invalid', {})).toBe('email_invalid');
    expect(readRuleMessage('number_too_small|{"min":1}')).toEqual({
      key: 'number_too_small',
      params: { min: 1 },
    });
    expect(readRuleMessage('email_invalid')).toEqual({ key: 'email_invalid', params: {} });
    expect(readRuleMessage('broken|{nope')).toEqual({ key: 'broken|{nope', params: {} });
  });
});

describe('textRule', () => {
  const name = textRule({ required: true, max: 200 });

  it('takes a name of exactly 200 characters and refuses 201', () => {
    expect(value(name, 'a'.repeat(200))).toBe('a'.repeat(200));
    expect(message(name, 'a'.repeat(201))).toBe('text_too_long|{"max":200}');
  });

  it('trims, and counts a blank text as missing', () => {
    expect(value(name, '  Wohnung Seeblick  ')).toBe('Wohnung Seeblick');
    expect(message(name, '   ')).toBe(REQUIRED);
    expect(message(name, undefined)).toBe(REQUIRED);
    expect(message(name, null)).toBe(REQUIRED);
    expect(message(name, 42)).toBe('text_invalid');
  });

  it('gives an optional empty text as an empty string', () => {
    const optional = textRule({ max: 10 });
    expect(value(optional, undefined)).toBe('');
    expect(value(optional, null)).toBe('');
    expect(value(optional, '')).toBe('');
  });

  it('checks a minimum length and a pattern with its own message', () => {
    const code = textRule({ min: 3, max: 4, pattern: /^\d+$/, patternMessage: 'postal_code_invalid' });
    expect(message(code, '12')).toBe('text_too_short|{"min":3}');
    expect(message(code, '80a1')).toBe('postal_code_invalid');
    expect(value(code, '8001')).toBe('8001');
    expect(message(textRule({ max: 5, pattern: /^x+$/ }), 'y')).toBe('text_pattern_mismatch');
  });
});

describe('emailRule, urlRule, withEmailConfirmation', () => {
  it('checks e-mail addresses', () => {
    expect(value(emailRule(true), ' anna.muster@example.ch ')).toBe('anna.muster@example.ch');
    expect(message(emailRule(true), 'anna@')).toBe('email_invalid');
    expect(message(emailRule(true), '')).toBe(REQUIRED);
    expect(value(emailRule(), '')).toBe('');
    expect(message(emailRule(), `${'a'.repeat(250)}@x.ch`)).toBe('email_invalid');
  });

  it('takes http and https addresses only', () => {
    expect(value(urlRule(), 'https://www.immodesk.ch/objekte?id=1')).toBe(
      'https://www.immodesk.ch/objekte?id=1',
    );
    expect(message(urlRule(), 'ftp://files.example.ch')).toBe('url_invalid');
    expect(message(urlRule(), 'javascript:alert(1)')).toBe('url_invalid');
    expect(message(urlRule(true), undefined)).toBe(REQUIRED);
  });

  it('puts a differing confirmation on the confirmation field', () => {
    const schema = withEmailConfirmation(
      z.object({ email: emailRule(true), email_confirmation: emailRule(true) }),
      'email',
      'email_confirmation',
    );
    const result = schema.safeParse({ email: 'a@example.ch', email_confirmation: 'b@example.ch' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['email_confirmation'],
      message: 'email_confirmation_mismatch',
    });
    expect(schema.safeParse({ email: 'a@example.ch', email_confirmation: ' a@example.ch' }).success).toBe(
      true,
    );
  });
});

describe('numberRule and moneyRule', () => {
  it('keeps an optional empty number as null and a required one as missing', () => {
    expect(value(numberRule({}), '')).toBeNull();
    expect(value(numberRule({}), null)).toBeNull();
    expect(message(numberRule({ required: true }), '')).toBe(REQUIRED);
    expect(message(numberRule({ required: true }), 'abc')).toBe('number_invalid');
    expect(message(numberRule({}), 'abc')).toBe('number_invalid');
  });

  it('reads numeric text, Swiss thousands apostrophes included', () => {
    expect(value(numberRule({}), "1'250.5")).toBe(1250.5);
    expect(value(numberRule({}), ' 3 ')).toBe(3);
    expect(value(numberRule({}), '1’234.50')).toBe(1234.5);
    expect(value(numberRule({}), '1\u202f234.50')).toBe(1234.5);
    expect(value(moneyRule(), "CHF 1'234.50".slice(4))).toBe(1234.5);
    expect(message(numberRule({}), '’')).toBe('number_invalid');
    expect(message(numberRule({}), '1’2x')).toBe('number_invalid');
  });

  it('reads a decimal comma and never drops a character of what is typed', () => {
    expect(value(numberRule({}), '92,5')).toBe(92.5);
    expect(value(numberRule({ step: 0.5 }), '3,5')).toBe(3.5);
    expect(value(numberRule({}), "1'234,50")).toBe(1234.5);
    expect(value(numberRule({}), '1.234,50')).toBe(1234.5);
    expect(value(numberRule({}), '−2,5')).toBe(-2.5);
    expect(message(numberRule({}), '92,5 m²')).toBe('number_invalid');
    expect(message(numberRule({}), "12'34")).toBe('number_invalid');
    expect(message(numberRule({}), '3,5,')).toBe('number_invalid');
    expect(message(numberRule({}), '1e5')).toBe('number_invalid');
    expect(message(numberRule({}), '1,500')).toBe('number_ambiguous');
    expect(message(numberRule({ integer: true }), '3,5')).toBe('number_integer');
  });

  it('reads typed numbers the Swiss way', () => {
    expect(readTypedNumber('1’234.50')).toEqual({ value: 1234.5 });
    expect(readTypedNumber('1ʼ234.50')).toEqual({ value: 1234.5 });
    expect(readTypedNumber("1'234'567")).toEqual({ value: 1234567 });
    expect(readTypedNumber('1,234.50')).toEqual({ value: 1234.5 });
    expect(readTypedNumber('0,125')).toEqual({ value: 0.125 });
    expect(readTypedNumber(',5')).toEqual({ value: 0.5 });
    expect(readTypedNumber("1'234 567")).toEqual({ error: 'number_invalid' });
    expect(readTypedNumber('1.2.3')).toEqual({ error: 'number_invalid' });
    expect(readTypedNumber('5.')).toEqual({ error: 'number_invalid' });
  });

  it('checks whole numbers, limits and steps of a half', () => {
    const rooms = numberRule({ min: 1, max: 30, step: 0.5 });
    expect(value(rooms, 3.5)).toBe(3.5);
    expect(message(rooms, 3.25)).toBe('number_step|{"step":0.5}');
    expect(message(rooms, 0.5)).toBe('number_too_small|{"min":1}');
    expect(message(rooms, 30.5)).toBe('number_too_large|{"max":30}');
    expect(value(rooms, 30)).toBe(30);
    expect(message(numberRule({ integer: true }), 2.5)).toBe('number_integer');
  });

  it('allows two decimals on money and no negative amounts', () => {
    expect(value(moneyRule(), 1850.05)).toBe(1850.05);
    expect(value(moneyRule(), 0)).toBe(0);
    expect(message(moneyRule(), 1850.055)).toBe('number_decimals|{"decimals":2}');
    expect(message(moneyRule(), 0.0000001)).toBe('number_decimals|{"decimals":2}');
    expect(message(moneyRule(), -1)).toBe('number_too_small|{"min":0}');
    expect(message(moneyRule({ required: true }), undefined)).toBe(REQUIRED);
  });
});

describe('dateRule and timeRule', () => {
  const { from, to } = dateYearRange();

  it('takes DD.MM.YYYY as typed and YYYY-MM-DD as sent, and gives YYYY-MM-DD', () => {
    expect(value(dateRule(true), '31.12.2026')).toBe('2026-12-31');
    expect(value(dateRule(true), '1.2.2026')).toBe('2026-02-01');
    expect(value(dateRule(true), '2026-12-31')).toBe('2026-12-31');
    expect(value(dateRule(), '')).toBeNull();
    expect(message(dateRule(true), '')).toBe(REQUIRED);
  });

  it('knows the 29th of February of leap years only', () => {
    expect(value(dateRule(), '29.02.2024')).toBe('2024-02-29');
    expect(message(dateRule(), '29.02.2025')).toBe('date_day_missing');
    expect(message(dateRule(), '2025-02-29')).toBe('date_day_missing');
    expect(message(dateRule(), '29.02.1900')).toBe('date_day_missing');
    expect(dateYearRange(new Date('2026-06-01')).from).toBeLessThanOrEqual(2000);
    expect(value(dateRule(), '29.02.2000')).toBe('2000-02-29');
  });

  it('refuses what is not a date, and years the picker does not cover', () => {
    expect(message(dateRule(), '31.04.2026')).toBe('date_day_missing');
    expect(message(dateRule(), '12/31/2026')).toBe('date_invalid');
    expect(message(dateRule(), `01.01.${to + 1}`)).toBe(ruleMessage('date_out_of_range', { from, to }));
    expect(message(dateRule(), `31.12.${from - 1}`)).toBe(ruleMessage('date_out_of_range', { from, to }));
    expect(value(dateRule(), `01.01.${from}`)).toBe(`${from}-01-01`);
  });

  it('says the day does not exist when the form is right, and what is wrong otherwise', () => {
    expect(readTypedDate('31.2.2026')).toEqual({ error: 'date_day_missing' });
    expect(readTypedDate('31.02.2026')).toEqual({ error: 'date_day_missing' });
    expect(readTypedDate('12.13.2026')).toEqual({ error: 'date_day_missing' });
    expect(readTypedDate('0.1.2026')).toEqual({ error: 'date_day_missing' });
    expect(readTypedDate('31.2.')).toEqual({ error: 'date_invalid' });
    expect(readTypedDate('31.02.2026x')).toEqual({ error: 'date_invalid' });
    expect(readTypedDate(' 1.3.2027 ')).toEqual({ iso: '2027-03-01' });
    expect(readTypedDate('2027-03-01')).toEqual({ iso: '2027-03-01' });
  });

  it('never guesses the century of a two-digit year', () => {
    expect(readTypedDate('1.3.27')).toEqual({ error: 'date_year_digits' });
    expect(readTypedDate('01.03.027')).toEqual({ error: 'date_year_digits' });
    expect(readTypedDate('01.03.20277')).toEqual({ error: 'date_year_digits' });
    expect(message(dateRule(), '1.3.27')).toBe('date_year_digits');
  });

  it('takes HH:mm and HH:mm:ss on the 24-hour clock', () => {
    expect(value(timeRule(true), '08:30')).toBe('08:30');
    expect(value(timeRule(true), '23:59:59')).toBe('23:59:59');
    expect(message(timeRule(true), '8:30')).toBe('time_invalid');
    expect(message(timeRule(true), '24:00')).toBe('time_invalid');
    expect(message(timeRule(true), '')).toBe(REQUIRED);
    expect(value(timeRule(), '')).toBeNull();
  });
});

describe('ranges', () => {
  it('allows a time range that starts when it ends, not one that starts later', () => {
    expect(isTimeRangeValid('08:00', '08:00')).toBe(true);
    expect(isTimeRangeValid('08:00', '09:00:00')).toBe(true);
    expect(isTimeRangeValid('09:00', '08:59')).toBe(false);
    expect(isTimeRangeValid(null, '08:00')).toBe(true);
  });

  it('refuses a date range that ends when or before it starts', () => {
    expect(isDateRangeValid('2026-01-01', '2026-01-02')).toBe(true);
    expect(isDateRangeValid('2026-01-01', '2026-01-01')).toBe(false);
    expect(isDateRangeValid('2026-02-01', '2026-01-01')).toBe(false);
    expect(isDateRangeValid('2026-01-01', null)).toBe(true);
  });

  it('needs the minimum of a number range not above its maximum: equal ends are one value', () => {
    expect(isNumberRangeValid(1, 2)).toBe(true);
    expect(isNumberRangeValid(2, 2)).toBe(true);
    expect(isNumberRangeValid(3, 2)).toBe(false);
    expect(isNumberRangeValid(0, null)).toBe(true);
  });

  it('puts the error on the end of a range, at its dotted path', () => {
    const schema = z
      .object({
        rental: z.object({ minAdults: z.number().nullable(), maxAdults: z.number().nullable() }),
        from: z.string(),
        to: z.string(),
      })
      .superRefine(
        checkRanges([
          ['number', 'rental.minAdults', 'rental.maxAdults'],
          ['time', 'from', 'to'],
        ]),
      );
    const result = schema.safeParse({ rental: { minAdults: 3, maxAdults: 2 }, from: '10:00', to: '09:00' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rental.maxAdults', 'number_range_invalid'],
      ['to', 'time_range_invalid'],
    ]);
  });
});

describe('phoneRule', () => {
  it('reads Swiss numbers without a country code and keeps them in international form', () => {
    expect(value(phoneRule(), '079 123 45 67')).toBe('+41791234567');
    expect(value(phoneRule(), '044 123 45 67')).toBe('+41441234567');
    expect(value(phoneRule(), '0041 79 123 45 67')).toBe('+41791234567');
    expect(value(phoneRule(), '+41 79 123 45 67')).toBe('+41791234567');
    expect(value(phoneRule(), '+49 30 123456')).toBe('+4930123456');
  });

  it('refuses numbers that cannot exist, and optional ones may stay empty', () => {
    expect(message(phoneRule(), '079 123')).toBe('phone_invalid');
    expect(message(phoneRule(), 'Telefon')).toBe('phone_invalid');
    expect(value(phoneRule(), '')).toBe('');
    expect(message(phoneRule({ required: true }), '')).toBe(REQUIRED);
  });

  it('tells mobile numbers from fixed lines when only mobiles are wanted', () => {
    const mobile = phoneRule({ mobileOnly: true });
    expect(value(mobile, '079 123 45 67')).toBe('+41791234567');
    expect(value(mobile, '076 555 12 34')).toBe('+41765551234');
    expect(message(mobile, '044 123 45 67')).toBe('phone_not_mobile');
    expect(message(mobile, '031 123 45 67')).toBe('phone_not_mobile');
    expect(message(mobile, '0800 123 456')).toBe('phone_not_mobile');
  });
});

describe('choiceRule, tagsRule, booleanRule, richTextRule', () => {
  it('takes only the offered choices', () => {
    expect(value(choiceRule(['single', 'family']), 'family')).toBe('family');
    expect(value(choiceRule(['single', 'family']), '')).toBe('');
    expect(message(choiceRule(['single', 'family']), 'couple')).toBe('choice_invalid');
    expect(message(choiceRule(['single', 'family'], true), null)).toBe(REQUIRED);
  });

  it('needs a tag when required, each once, each known', () => {
    expect(message(tagsRule({ required: true }), [])).toBe(REQUIRED);
    expect(message(tagsRule({ required: true }), undefined)).toBe(REQUIRED);
    expect(value(tagsRule(), null)).toEqual([]);
    expect(message(tagsRule(), ['Seesicht', 'Seesicht'])).toBe(
      ruleMessage('tags_duplicate', { tag: 'Seesicht' }),
    );
    expect(message(tagsRule({ values: ['lift', 'balcony'] }), ['lift', 'pool'])).toBe(
      ruleMessage('tag_invalid', { tag: 'pool' }),
    );
    expect(message(tagsRule({ max: 2 }), ['a', 'b', 'c'])).toBe(ruleMessage('tags_too_many', { max: 2 }));
    expect(value(tagsRule(), [' Seesicht '])).toEqual(['Seesicht']);
  });

  it('checks every tag of an e-mail tags input, duplicates regardless of case', () => {
    const emails = tagsRule({ email: true });
    expect(value(emails, ['anna@example.ch', 'ben@example.ch'])).toEqual([
      'anna@example.ch',
      'ben@example.ch',
    ]);
    expect(message(emails, ['anna@example.ch', 'ben@'])).toBe(
      ruleMessage('tag_email_invalid', { tag: 'ben@' }),
    );
    expect(message(emails, ['anna@example.ch', 'Anna@Example.ch'])).toBe(
      ruleMessage('tags_duplicate', { tag: 'Anna@Example.ch' }),
    );
  });

  it('puts every tag problem on the input itself', () => {
    const result = z.object({ tags: tagsRule({ email: true }) }).safeParse({ tags: ['ok@example.ch', 'x'] });
    expect(result.error?.issues[0]?.path).toEqual(['tags']);
  });

  it('reads an empty yes/no as its default and refuses anything but a boolean', () => {
    expect(value(booleanRule(true), undefined)).toBe(true);
    expect(value(booleanRule(), '')).toBe(false);
    expect(value(booleanRule(), true)).toBe(true);
    expect(message(booleanRule(), 'yes')).toBe('boolean_expected');
  });

  it('counts rich text of empty paragraphs as empty', () => {
    expect(message(richTextRule({ required: true }), '<p></p><p>&nbsp;</p>')).toBe(REQUIRED);
    expect(value(richTextRule({ required: true }), '<p>Helle Wohnung</p>')).toBe('<p>Helle Wohnung</p>');
    expect(value(richTextRule(), null)).toBe('');
    expect(message(richTextRule({ max: 10 }), '<p>zu lang</p>')).toBe('text_too_long|{"max":10}');
  });
});
