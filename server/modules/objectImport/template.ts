import ExcelJS from 'exceljs';
import type { ObjectField, ObjectType } from '../../../schema/objects';
import type { Translator } from '../../core/i18n/index';
import { MONEY_FIELDS } from '../objects/rows';
import { shown, type RawCell } from './cells';
import { AREA_CHOICES, importColumns, templateTitle, type ImportColumn } from './columns';
import { writeCsv } from './csv';
import { IMPORT_MAX_ROWS } from './validate';

/**
 * The import template of a kind: one column per field the kind has in the project, titled in the
 * request's language, with an example row; as .xlsx also the allowed values of the choice
 * columns (a second sheet), drop-downs, and notes on how to fill it in.
 */

export const TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

interface ExampleScale {
  area: number;
  netto: number;
  extra: number;
  selling: number;
  electricity: number;
  areas: Array<[(typeof AREA_CHOICES.codes)[number], number]>;
}

const SCALE: Record<ObjectType, ExampleScale> = {
  apartments: {
    area: 85,
    netto: 1900,
    extra: 250,
    selling: 850_000,
    electricity: 60,
    areas: [
      ['balcony', 12],
      ['cellar', 8],
    ],
  },
  parkingspace: { area: 14, netto: 140, extra: 20, selling: 35_000, electricity: 0, areas: [] },
  other: { area: 6, netto: 80, extra: 0, selling: 15_000, electricity: 10, areas: [] },
  craft: {
    area: 120,
    netto: 2400,
    extra: 300,
    selling: 1_200_000,
    electricity: 120,
    areas: [['storage', 20]],
  },
  plot: { area: 650, netto: 500, extra: 0, selling: 950_000, electricity: 0, areas: [] },
};

/** The first day of next month: a date the rules accept whenever the template is made. */
function nextMonth(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
}

/** The example row's value of a column. */
function example(column: ImportColumn, type: ObjectType, t: Translator): RawCell {
  const scale = SCALE[type];
  const label = (code: string) => t(column.choices!.label(code));
  const yes = t('import_yes');
  const no = t('import_no');
  const values: Partial<Record<ObjectField, () => RawCell>> = {
    title: () => t(`import_example_title_${type}`),
    propertyType: () => label(column.choices!.codes[0]!),
    refNumber: () => t('import_example_ref'),
    rooms: () => 3.5,
    floor: () => t('import_example_floor'),
    floorNum: () => 2,
    area: () => scale.area,
    areas: () => scale.areas.map(([kind, area]) => `${t(AREA_CHOICES.label(kind))}: ${area}`).join(', '),
    characteristics: () => column.choices!.codes.slice(0, 2).map(label).join(', '),
    rentalPrice: () => scale.netto + scale.extra,
    nettoPrice: () => scale.netto,
    extraPrice: () => scale.extra,
    deposit: () => scale.netto * 3,
    capitalShare: () => 5000,
    electricityCost: () => scale.electricity,
    sellingPrice: () => scale.selling,
    street: () => t('import_example_street'),
    houseNumber: () => '12',
    postalCode: () => t('import_example_postal_code'),
    city: () => t('import_example_city'),
    minOccupancy: () => 1,
    maxOccupancy: () => 4,
    minAdults: () => 1,
    maxAdults: () => 2,
    minChildren: () => 0,
    maxChildren: () => 2,
    householdType: () => label('family'),
    adultAge: () => 18,
    incomeFrom: () => 90_000,
    incomeTo: () => 150_000,
    catsAllowed: () => yes,
    dogsAllowed: () => no,
    application: () => yes,
    availableFrom: () => nextMonth(),
    owner: () => t('import_example_owner'),
    visitation: () => t('import_example_visitation'),
    visitationPhone: () => '+41 44 123 45 67',
    targetGroup: () => label('family'),
    inspectForm: () => no,
    subsidized: () => no,
    description: () => t('import_example_description'),
  };
  return values[column.field]?.() ?? null;
}

function numberFormat(column: ImportColumn): string {
  if (column.kind === 'date') return 'dd.mm.yyyy';
  if (column.kind !== 'number') return '@';
  if (MONEY_FIELDS.has(column.field)) return '#,##0.00';
  if (column.field === 'rooms' || column.field === 'area') return '0.0';
  return '0';
}

/** The columns that offer a drop-down of their values (one value per cell). */
const isSingleChoice = (column: ImportColumn) => column.kind === 'choice';

/** A sheet name as a formula reference: quoted, inner quotes doubled. */
const sheetRef = (name: string) => `'${name.replace(/'/g, "''")}'`;

const columnLetter = (n: number) => {
  let letters = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26))
    letters = String.fromCharCode(65 + ((i - 1) % 26)) + letters;
  return letters;
};

function valuesSheet(book: ExcelJS.Workbook, columns: readonly ImportColumn[], t: Translator) {
  const sheet = book.addWorksheet(t('import_sheet_values').slice(0, 31));
  const ranges = new Map<string, string>();
  columns
    .filter((column) => column.choices)
    .forEach((column, i) => {
      const labels = column.choices!.codes.map((code) => t(column.choices!.label(code)));
      const letter = columnLetter(i + 1);
      sheet.getCell(`${letter}1`).value = t(column.title);
      sheet.getCell(`${letter}1`).font = { bold: true };
      labels.forEach((label, row) => {
        sheet.getCell(`${letter}${row + 2}`).value = label;
      });
      sheet.getColumn(i + 1).width = Math.max(18, ...labels.map((l) => l.length + 2));
      ranges.set(column.field, `${sheetRef(sheet.name)}!$${letter}$2:$${letter}$${labels.length + 1}`);
    });
  return ranges;
}

function notesSheet(book: ExcelJS.Workbook, columns: readonly ImportColumn[], t: Translator) {
  const sheet = book.addWorksheet(t('import_sheet_notes').slice(0, 31));
  const has = (field: ObjectField) => columns.some((c) => c.field === field);
  const notes = [
    t('import_note_required'),
    t('import_note_formats'),
    t('import_note_choices', { sheet: t('import_sheet_values') }),
    has('areas') ? t('import_note_areas') : null,
    has('building') ? t('import_note_building') : null,
    t('import_note_example', { ref: t('import_example_ref') }),
  ].filter((note): note is string => note !== null);
  notes.forEach((note, i) => {
    sheet.getCell(`A${i + 1}`).value = note;
  });
  sheet.getColumn(1).width = 120;
}

type WithValidations = ExcelJS.Worksheet & {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
};

async function xlsxTemplate(
  type: ObjectType,
  columns: readonly ImportColumn[],
  t: Translator,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Immodesk';
  book.created = new Date();
  const sheet = book.addWorksheet(t('import_sheet_objects').slice(0, 31)) as WithValidations;
  sheet.columns = columns.map((column) => ({
    header: templateTitle(column, t),
    key: column.field,
    width: Math.max(14, templateTitle(column, t).length + 4),
    style: { numFmt: numberFormat(column) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const exampleRow = sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, example(c, type, t)])));
  exampleRow.font = { italic: true, color: { argb: 'FF7F7F7F' } };

  const ranges = valuesSheet(book, columns, t);
  notesSheet(book, columns, t);
  const lastRow = IMPORT_MAX_ROWS + 1;
  const choiceError = {
    showErrorMessage: true,
    errorTitle: t('import_choice_error_title'),
    error: t('import_choice_error'),
  };
  columns.forEach((column, i) => {
    const letter = columnLetter(i + 1);
    const range = ranges.get(column.field);
    if (isSingleChoice(column) && range) {
      sheet.dataValidations.add(`${letter}2:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        ...choiceError,
      });
    } else if (column.kind === 'boolean') {
      sheet.dataValidations.add(`${letter}2:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`"${t('import_yes')},${t('import_no')}"`],
        ...choiceError,
      });
    }
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function csvTemplate(type: ObjectType, columns: readonly ImportColumn[], t: Translator): Buffer {
  const header = columns.map((column) => templateTitle(column, t));
  const exampleRow = columns.map((column) => shown(example(column, type, t)));
  return writeCsv([header, exampleRow]);
}

export interface TemplateFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** The template for objects of a type in a letting (sale false) or sale project. */
export async function importTemplate(
  type: ObjectType,
  sale: boolean,
  format: TemplateFormat,
  t: Translator,
): Promise<TemplateFile> {
  const columns = importColumns(type, sale);
  const fileName = `${t('import_template_file_name', { type: t(`type_${type}`) })}.${format}`;
  return format === 'xlsx'
    ? { bytes: await xlsxTemplate(type, columns, t), contentType: XLSX_TYPE, fileName }
    : { bytes: csvTemplate(type, columns, t), contentType: CSV_TYPE, fileName };
}
