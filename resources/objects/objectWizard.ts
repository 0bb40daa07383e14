import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { createElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { AppDataProvider } from '../../dataProvider';
import type { ObjectCreateInit } from '../../schema/api/objects';
import {
  OBJECT_FIELD_PAGES,
  PROPERTY_TYPES,
  objectFieldsOf,
  objectPageSchema,
  uniqueCategories,
  type ObjectFieldGroup,
  type ObjectType,
} from '../../schema/objects';
import { REQUIRED } from '../../schema/rules';
import { fieldErrorsOf } from '../../src/forms/fieldErrors';
import { isUnder, type WizardMenuImage, type WizardPage } from '../../src/wizard';
import { BuildingAddressFill } from './BuildingAddressFill';
import { GrossRentFill } from './GrossRentFill';
import { objectFormSections, objectUploadFields, takesApplications } from './objectFields';

/**
 * The object creation wizard as data (spec 1 section 3, "Object creation wizard"): the pages of a
 * kind in a letting or sale project, their checks (the shared rules here, the project's on the
 * server), its first answers, and what completing it sends.
 */

const ICONS: Record<ObjectFieldGroup | 'uploads', WizardMenuImage> = {
  basics: { type: 'icon', value: HomeOutlined },
  prices: { type: 'icon', value: PaymentsOutlined },
  address: { type: 'icon', value: PlaceOutlined },
  uploads: { type: 'icon', value: CloudUploadOutlined },
  rental: { type: 'icon', value: GroupsOutlined },
  additional: { type: 'icon', value: InfoOutlined },
};

/** The groups an object of this kind has in this project (the create and page-check bodies). */
const groupsOf = (type: ObjectType, sale: boolean): ObjectFieldGroup[] =>
  OBJECT_FIELD_PAGES.filter((group) => objectFieldsOf(type, sale, group).length > 0);

/**
 * The server's check of a page (free reference number, one of the project's buildings, the same
 * rules as the save): its refusals of the page's inputs, or nothing. Any other failure is thrown.
 */
function serverCheck(type: ObjectType, page: ObjectFieldGroup, sources: readonly string[]) {
  return async (values: FieldValues, dataProvider: AppDataProvider) => {
    try {
      await dataProvider.checkObjectPage(type, {
        page,
        values: (values[page] ?? {}) as Record<string, unknown>,
      });
      return undefined;
    } catch (error) {
      const own = Object.entries(fieldErrorsOf(error)).filter(([path]) => isUnder(path, sources));
      if (own.length === 0) throw error;
      return Object.fromEntries(own);
    }
  };
}

/** The wizard's pages for a kind: basics, prices, address, uploads, rental (taking applications), additional. */
export function objectWizardPages(type: ObjectType, init: ObjectCreateInit): WizardPage[] {
  const options = { type, sale: init.sale, buildings: init.buildings };
  const pages: WizardPage[] = objectFormSections(options).map(({ name, fields }) => ({
    name,
    menu: { displayName: `objects_group_${name}`, image: ICONS[name] },
    fields,
    columns: 2,
    when: name === 'rental' ? takesApplications : undefined,
    validate: serverCheck(
      type,
      name,
      fields.map((field) => field.source),
    ),
    render:
      name === 'address'
        ? () => createElement(BuildingAddressFill, { buildings: init.buildings })
        : name === 'prices'
          ? () => createElement(GrossRentFill)
          : undefined,
  }));
  const uploadFields = objectUploadFields(init);
  const uploads: WizardPage = {
    name: 'uploads',
    menu: { displayName: 'objects_group_uploads', image: ICONS.uploads },
    fields: uploadFields,
  };
  const afterAddress = pages.findIndex((page) => page.name === 'address') + 1;
  return [...pages.slice(0, afterAddress), uploads, ...pages.slice(afterAddress)];
}

/**
 * The rules of the object's form, each group checked on its own with the rules between its
 * fields (ranges, gross rent), so a group's errors show whatever the state of the others.
 */
export function objectFormSchema(type: ObjectType, sale: boolean, withUploads = false) {
  const pages = groupsOf(type, sale).map((group) => [group, objectPageSchema(type, sale, group)] as const);
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const [group, schema] of pages) {
      const result = schema.safeParse({ [group]: values[group] ?? {} });
      for (const issue of result.success ? [] : result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    if (!withUploads) return;
    const files = Array.isArray(values.files)
      ? (values.files as Array<{ file?: unknown; key?: string }>)
      : [];
    files.forEach((entry, index) => {
      if (!entry?.file) ctx.addIssue({ code: 'custom', path: ['files', index, 'file'], message: REQUIRED });
    });
    for (const [index, message] of Object.entries(uniqueCategories(files))) {
      ctx.addIssue({ code: 'custom', path: ['files', Number(index), 'key'], message });
    }
  });
}

/** The first answers: the suggested reference number, the kind's first property type, applications taken. */
export function objectWizardDefaults(type: ObjectType, init: ObjectCreateInit): FieldValues {
  return {
    basics: {
      title: '',
      propertyType: PROPERTY_TYPES[type][0],
      refNumber: init.suggestedRefNumber,
      areas: [],
      characteristics: [],
    },
    rental: { catsAllowed: true, dogsAllowed: true },
    additional: { application: true, inspectForm: false, subsidized: false },
    images: [],
    files: [],
  };
}

interface UploadedValue {
  url: string;
  key?: string;
}

/**
 * POST /objects/{type}/create's body from the answers: every group of the kind (an object that
 * takes no applications sends empty rental criteria), images as `{id: 0, image}` in their order,
 * documents as `{url, key: category}`.
 */
export function objectCreatePayload(values: FieldValues, type: ObjectType, sale: boolean): FieldValues {
  const groups = Object.fromEntries(groupsOf(type, sale).map((group) => [group, values[group] ?? {}]));
  const images = (values.images ?? []) as UploadedValue[];
  const files = (values.files ?? []) as Array<{ file?: UploadedValue | null; key?: string }>;
  return {
    ...groups,
    images: images.map((image) => ({ id: 0, image: image.key ?? image.url })),
    files: files.map((entry) => ({ url: entry.file?.url ?? '', key: entry.key ?? '' })),
  };
}

/** The server names an upload by its place in the body; the form's inputs hold them otherwise. */
const FORM_PATHS: ReadonlyArray<[RegExp, string]> = [
  [/^images\.\d+\.image$/, 'images'],
  [/^files\.(\d+)\.url$/, 'files.$1.file'],
];

/** The wizard's input of a path the server names (`files.0.url` -> `files.0.file`). */
export function wizardInputPath(path: string): string {
  const rule = FORM_PATHS.find(([pattern]) => pattern.test(path));
  return rule ? path.replace(rule[0], rule[1]) : path;
}
