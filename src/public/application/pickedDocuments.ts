import type { AppDataProvider } from '../../../dataProvider';
import type { ApplicationCredentials } from '../../../dataProvider/applicationFormMethods';
import type { FormDefinition } from '../../../schema/applicationForm';
import { localized } from '../../../schema/applicationForm';
import type { Language } from '../../../schema/api/common';
import { documentFieldsOf } from './applicationFormModel';

/**
 * Files picked in a new application's documents fields, by `{owner}:{field key}`; the owner is
 * `household` or the form's id of a person's entry. They are sent once the application exists.
 */
export type PickedDocuments = Record<string, File[]>;

/** The upload under way: the field's label and its percent. */
export interface UploadStep {
  name: string;
  percent: number;
}

/** One upload: the files of one field of one owner. */
interface UploadGroup {
  files: File[];
  category: string;
  label: string;
  /** index of the person in its list, or null for the household */
  person: { list: 'adults' | 'children'; index: number } | null;
}

/** The picked files as uploads in form order: household fields first, then each adult's, each child's. */
export function uploadGroups(
  definition: FormDefinition,
  picked: PickedDocuments,
  owners: { adults: readonly string[]; children: readonly string[] },
  language: Language = 'de',
): UploadGroup[] {
  const groups: UploadGroup[] = [];
  const add = (owner: string, scope: 'household' | 'adult' | 'child', person: UploadGroup['person']) => {
    for (const field of documentFieldsOf(definition, scope)) {
      const files = picked[`${owner}:${field.key}`] ?? [];
      if (files.length > 0)
        groups.push({ files, category: field.key, label: localized(field.label, language), person });
    }
  };
  add('household', 'household', null);
  owners.adults.forEach((id, index) => add(id, 'adult', { list: 'adults', index }));
  owners.children.forEach((id, index) => add(id, 'child', { list: 'children', index }));
  return groups;
}

/**
 * Sends the picked documents of a new application, one field after the other, with progress; a
 * person's documents go to that person (their ids read from the application, in form order).
 * Answers the names of the files that did not go through.
 */
export async function uploadPicked({
  dataProvider,
  link,
  definition,
  picked,
  owners,
  language,
  onStep,
}: {
  dataProvider: AppDataProvider;
  link: ApplicationCredentials;
  definition: FormDefinition;
  picked: PickedDocuments;
  owners: { adults: readonly string[]; children: readonly string[] };
  language?: Language;
  onStep: (step: UploadStep | null) => void;
}): Promise<string[]> {
  const groups = uploadGroups(definition, picked, owners, language);
  if (groups.length === 0) return [];
  const failed: string[] = [];
  let persons: { adults: number[]; children: number[] } = { adults: [], children: [] };
  if (groups.some((group) => group.person)) {
    try {
      const { data } = await dataProvider.getApplication(link);
      const ids = (list: { id: number; position: number }[]) =>
        [...list].sort((a, b) => a.position - b.position).map((person) => person.id);
      persons = { adults: ids(data.adults), children: ids(data.children) };
    } catch {
      // the documents go to the household instead of the person
    }
  }
  for (const group of groups) {
    onStep({ name: group.label, percent: 0 });
    try {
      const personId = group.person ? (persons[group.person.list][group.person.index] ?? null) : null;
      const { data } = await dataProvider.uploadApplicationDocuments(link, {
        files: group.files,
        category: group.category,
        personId,
        onProgress: (percent) => onStep({ name: group.label, percent }),
      });
      for (const error of data.errors) failed.push(...error.file_names);
    } catch {
      failed.push(...group.files.map((file) => file.name));
    }
  }
  onStep(null);
  return failed;
}
