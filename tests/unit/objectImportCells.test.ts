import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schema/api/common';
import { OBJECT_TYPES } from '../../schema/objects';
import { translate, translator } from '../../server/core/i18n/index';
import {
  isEmptyCell,
  parseNumberText,
  plainTextToHtml,
  readAreas,
  readBoolean,
  readChoice,
  readChoices,
  readDate,
  readList,
  readNumber,
  readText,
  type ChoiceLookup,
  type Read,
} from '../../server/modules/objectImport/cells';
import {
  AREA_CHOICES,
  ALL_FIELDS,
  choiceIndex,
  fieldOfHeader,
  importColumns,
  normalise,
  templateTitle,
} from '../../server/modules/objectImport/columns';
import { decodeCsv, detectSeparator, parseCsv, writeCsv } from '../../server/modules/objectImport/csv';
import { excelCell, readSheet } from '../../server/modules/objectImport/sheet';
import { importTemplate } from '../../server/modules/objectImport/template';
import { checkRows, ruleText } from '../../server/modules/objectImport/validate';

const value = <T>(read: Read<T>): T => {
  if (!read.ok) throw new Error(`refused: ${read.error.key} ${JSON.stringify(read.error.params)}`);
  return read.value;
};
const refusal = <T>(read: Read<T>) => (read.ok ? null : read.error.key);

const apartments = importColumns('apartments', false);
const lookupOf = (field: string): ChoiceLookup => {
  const column = apartments.find((c) => c.field === field)!;
  return { index: choiceIndex(column.choices!), allowed: 'x' };
};

describe('numbers as Swiss people write them', () => {
  it.each([
    ["1'234.50", 1234.5],
    ['1’234.50', 1234.5],
    ['1ʼ234.50', 1234.5],
    ["1'234'567", 1_234_567],
    ['1’234’567.05', 1_234_567.05],
    ['1 234.50', 1234.5],
    ['1\u202f234,50', 1234.5],
    ["CHF 1'500.–", 1500],
    ["1'500.-", 1500],
    ['Fr. 980.--', 980],
    ['3.5', 3.5],
    ['12,5', 12.5],
    ['0,250', 0.25],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ["1'000'000", 1_000_000],
    ['1.000.000', 1_000_000],
    ['-3', -3],
    ['−2', -2],
    ['85 m²', 85],
    ['42', 42],
  ])('reads %s as %d', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
    expect(value(readNumber(text))).toBe(expected);
  });

  it.each(['abc', '12abc', '1.2.3', '1,2,3', '12.', "1'2'3.4.5", '--', 'CHF'])('refuses %s', (text) => {
    expect(parseNumberText(text)).toBeNull();
    expect(refusal(readNumber(text))).toBe('import_cell_number_invalid');
  });

  it('calls a single comma before three digits ambiguous rather than guess', () => {
    expect(parseNumberText('1,500')).toBe('ambiguous');
    expect(refusal(readNumber('1,500'))).toBe('import_cell_number_ambiguous');
  });

  it('takes real numbers as they are, without floating point noise, and empty cells as null', () => {
    expect(value(readNumber(0.1 + 0.2))).toBe(0.3);
    expect(value(readNumber(2150))).toBe(2150);
    expect(value(readNumber(null))).toBeNull();
    expect(value(readNumber('  '))).toBeNull();
    expect(refusal(readNumber(true))).toBe('import_cell_number_invalid');
    expect(refusal(readNumber(new Date()))).toBe('import_cell_number_invalid');
  });
});

describe('dates', () => {
  it.each([
    ['01.10.2026', '01.10.2026'],
    ['1.2.2026', '01.02.2026'],
    ['01/10/2026', '01.10.2026'],
    ['1.10.26', '01.10.2026'],
    ['2026-10-01', '01.10.2026'],
    ['2026-10-01T00:00:00Z', '01.10.2026'],
    [' 29.02.2028 ', '29.02.2028'],
  ])('reads %s as %s (what the date rule takes)', (text, expected) => {
    expect(value(readDate(text))).toBe(expected);
  });

  it('reads real Excel dates and Excel day numbers', () => {
    expect(value(readDate(new Date(Date.UTC(2026, 9, 1))))).toBe('01.10.2026');
    expect(value(readDate(46296))).toBe('01.10.2026');
  });

  it.each(['31.02.2026', '29.02.2027', '2026/10/01', 'morgen', '13.13.2026'])('refuses %s', (text) => {
    expect(refusal(readDate(text))).toBe('import_cell_date_invalid');
  });

  it('refuses a bare year and leaves empty cells empty', () => {
    expect(refusal(readDate(2026))).toBe('import_cell_date_invalid');
    expect(value(readDate(''))).toBeNull();
  });
});

describe('yes and no in four languages', () => {
  it.each(['ja', 'Ja', 'JA ', 'oui', 'sì', 'si', 'yes', 'x', '1', 'true', '✓'])('reads %s as yes', (text) => {
    expect(value(readBoolean(text))).toBe(true);
  });
  it.each(['nein', 'Nein', 'non', 'no', '0', 'false', '-'])('reads %s as no', (text) => {
    expect(value(readBoolean(text))).toBe(false);
  });
  it('takes Excel booleans and 0/1, leaves empty cells to the default, refuses the rest', () => {
    expect(value(readBoolean(true))).toBe(true);
    expect(value(readBoolean(0))).toBe(false);
    expect(value(readBoolean(null))).toBeNull();
    expect(refusal(readBoolean('vielleicht'))).toBe('import_cell_boolean_invalid');
    expect(refusal(readBoolean(2))).toBe('import_cell_boolean_invalid');
  });
});

describe('choices and lists', () => {
  it('reads a choice by its code or by its label in any language, whatever the case', () => {
    const types = lookupOf('propertyType');
    expect(value(readChoice('apartment', types))).toBe('apartment');
    expect(value(readChoice('Attikawohnung', types))).toBe('attic');
    expect(value(readChoice('attique', types))).toBe('attic');
    expect(value(readChoice('  Appartamento con giardino ', types))).toBe('garden_apartment');
    expect(value(readChoice('Penthouse', types))).toBe('attic');
    expect(value(readChoice('', types))).toBe('');
    const refused = readChoice('Schloss', types);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error).toEqual({
        key: 'import_cell_choice_invalid',
        params: { value: 'Schloss', allowed: 'x' },
      });
  });

  it('reads lists separated by commas, semicolons or line breaks', () => {
    expect(readList('Balkon, Lift;Parkett\nAussicht, ')).toEqual(['Balkon', 'Lift', 'Parkett', 'Aussicht']);
    expect(value(readChoices('Balkon, lift, Lave-vaisselle', lookupOf('characteristics')))).toEqual([
      'balcony',
      'lift',
      'dishwasher',
    ]);
    expect(refusal(readChoices('Balkon, Pool', lookupOf('characteristics')))).toBe(
      'import_cell_choice_invalid',
    );
  });

  it('reads further areas as kind and area, with a decimal comma or point', () => {
    const areas = { index: choiceIndex(AREA_CHOICES), allowed: '' };
    expect(value(readAreas('Balkon: 12.5, Keller: 8', areas))).toEqual([
      { kind: 'balcony', area: 12.5 },
      { kind: 'cellar', area: 8 },
    ]);
    expect(value(readAreas('Balcon 12,5; cave=8 m²', areas))).toEqual([
      { kind: 'balcony', area: 12.5 },
      { kind: 'cellar', area: 8 },
    ]);
    expect(value(readAreas('', areas))).toEqual([]);
    expect(refusal(readAreas('Pool: 30', areas))).toBe('import_cell_area_invalid');
    expect(refusal(readAreas('Balkon gross', areas))).toBe('import_cell_area_invalid');
  });
});

describe('text', () => {
  it('keeps text without control or direction-override characters, numbers and dates as written', () => {
    expect(readText('  Bahnhof\u202estrasse\u0007 ')).toBe('Bahnhofstrasse');
    expect(readText('Rue de l\u0092Église\u0085')).toBe('Rue de lÉglise');
    expect(readText('Zeile 1\r\nZeile 2')).toBe('Zeile 1 Zeile 2');
    expect(readText('Zeile 1\r\nZeile 2', true)).toBe('Zeile 1\nZeile 2');
    expect(readText(8001)).toBe('8001');
    expect(readText(new Date(Date.UTC(2026, 0, 5)))).toBe('05.01.2026');
    expect(isEmptyCell('   ')).toBe(true);
    expect(isEmptyCell(0)).toBe(false);
  });

  it('turns a description into paragraphs, markup typed into the cell staying text', () => {
    expect(plainTextToHtml('Hell & ruhig.\nMit <b>Lift</b>.\n\nZweiter Absatz')).toBe(
      '<p>Hell &amp; ruhig.<br>Mit &lt;b&gt;Lift&lt;/b&gt;.</p><p>Zweiter Absatz</p>',
    );
    expect(plainTextToHtml('  ')).toBe('');
  });

  it('reads Excel rich text, formulas by their result, links by their text', () => {
    expect(excelCell({ richText: [{ text: 'Bahnhof' }, { text: 'strasse' }] })).toBe('Bahnhofstrasse');
    expect(excelCell({ formula: 'A1*2', result: 2150 })).toBe(2150);
    expect(excelCell({ formula: 'A1*2' })).toBeNull();
    expect(excelCell({ text: 'Website', hyperlink: 'https://example.ch' })).toBe('Website');
    expect(excelCell(null)).toBeNull();
  });
});

describe('columns', () => {
  it('gives every field a title of its own in every language', () => {
    for (const field of ALL_FIELDS) {
      expect(fieldOfHeader(field)).toBe(field);
      for (const lang of LANGUAGES) {
        expect(fieldOfHeader(translate(lang, `import_col_${field}`)), `${lang} ${field}`).toBe(field);
      }
    }
  });

  it('recognises headers whatever their case, spacing or required-marker star', () => {
    expect(fieldOfHeader('  ref.-nr. * ')).toBe('refNumber');
    expect(fieldOfHeader('BRUTTOMIETE')).toBe('rentalPrice');
    expect(fieldOfHeader('Loyer   brut')).toBe('rentalPrice');
    expect(fieldOfHeader("Type d'objet")).toBe('propertyType');
    expect(fieldOfHeader('Farbe')).toBeNull();
  });

  it('has no label of a choice column that names two different codes', () => {
    for (const type of OBJECT_TYPES) {
      for (const column of importColumns(type, false).filter((c) => c.choices)) {
        const seen = new Map<string, string>();
        for (const code of column.choices!.codes) {
          for (const lang of LANGUAGES) {
            const label = normalise(translate(lang, column.choices!.label(code)));
            expect(seen.get(label) ?? code, `${type} ${column.field} ${label}`).toBe(code);
            seen.set(label, code);
          }
        }
      }
    }
  });

  it('marks required columns with a star and has the kind’s fields only', () => {
    const t = translator('de');
    const titles = apartments.map((c) => templateTitle(c, t));
    expect(titles).toContain('Bezeichnung *');
    expect(titles).toContain('Ref.-Nr. *');
    expect(titles).toContain('Zimmer');
    expect(importColumns('parkingspace', false).map((c) => c.field)).not.toContain('rooms');
    expect(importColumns('apartments', true).map((c) => c.field)).toContain('sellingPrice');
    expect(importColumns('apartments', true).map((c) => c.field)).not.toContain('rentalPrice');
  });

  it('translates the rules’ messages with their parameters', () => {
    const t = translator('de');
    expect(ruleText(t, 'number_too_small|{"min":1}')).toBe('Mindestens 1.');
    expect(ruleText(t, 'number_too_large|{"max":100000000}')).toBe("Höchstens 100'000'000.");
    expect(ruleText(t, 'date_out_of_range|{"from":1926,"to":2031}')).toBe(
      'Das Datum muss zwischen 1926 und 2031 liegen.',
    );
    expect(ruleText(translator('fr'), 'general_field_is_required')).toBe(
      'Champ obligatoire : veuillez le remplir.',
    );
    expect(ruleText(t, 'something_new')).toBe('Ungültiger Wert.');
  });
});

describe('CSV', () => {
  it('reads semicolons, quotes, doubled quotes and line breaks inside quotes', () => {
    const text =
      'Bezeichnung;Ref.-Nr.;Beschreibung\r\n"Wohnung; gross";A-1;"Er sagte ""hell""\nund ruhig"\r\n';
    expect(parseCsv(text)).toEqual([
      ['Bezeichnung', 'Ref.-Nr.', 'Beschreibung'],
      ['Wohnung; gross', 'A-1', 'Er sagte "hell"\nund ruhig'],
    ]);
  });

  it('finds the separator: semicolon, comma or tab', () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,c\n1;2;3')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
  });

  it('decodes UTF-8 with or without BOM, and Windows-1252', () => {
    expect(decodeCsv(Buffer.from('\uFEFFZürich;Genève', 'utf8'))).toBe('Zürich;Genève');
    expect(decodeCsv(Buffer.from('Zürich', 'utf8'))).toBe('Zürich');
    expect(decodeCsv(Buffer.from([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68]))).toBe('Zürich');
  });

  it('writes what Swiss Excel opens: BOM, semicolons, CRLF, quotes where needed', () => {
    const bytes = writeCsv([
      ['Bezeichnung', 'Preis'],
      ['Wohnung; hell', '2150'],
    ]);
    expect(bytes.toString('utf8')).toBe('\uFEFFBezeichnung;Preis\r\n"Wohnung; hell";2150\r\n');
    expect(parseCsv(decodeCsv(bytes))).toEqual([
      ['Bezeichnung', 'Preis'],
      ['Wohnung; hell', '2150'],
    ]);
  });
});

describe('template', () => {
  it.each(OBJECT_TYPES.flatMap((type) => [false, true].map((sale) => [type, sale] as const)))(
    'of %s (sale %s) passes the rules once its example row has a ref number of its own',
    async (type, sale) => {
      for (const lang of LANGUAGES) {
        const t = translator(lang);
        for (const format of ['xlsx', 'csv'] as const) {
          const template = await importTemplate(type, sale, format, t);
          const rows = await readSheet(template.bytes, format, template.fileName);
          const asIs = () => checkRows({ type, sale, projectId: 1, t }, rows, []);
          expect(asIs, `${lang} ${format}`).toThrow('import_no_rows');
          const refColumn = rows[0]!.cells.findIndex((cell) => fieldOfHeader(String(cell)) === 'refNumber');
          rows[1]!.cells[refColumn] = 'A-1';
          const check = checkRows({ type, sale, projectId: 1, t }, rows, []);
          expect(
            check.rows.flatMap((row) => row.errors),
            `${lang} ${format}`,
          ).toEqual([]);
          expect(check.notices).toEqual([]);
          expect(check.columns).toHaveLength(importColumns(type, sale).length);
        }
      }
    },
  );
});
