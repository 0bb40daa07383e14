import { nationalPhoneDigits } from '../../../schema/applicationDuplicates';
import { defineSearchText, joinSearchWords } from '../../lists/searchText';

/**
 * The search text of an application: the main applicant's name, e-mail and phone (E.164 and its
 * Swiss national writing, so that "079 ..." and "+4179..." both find it) and the names of every
 * person of the household (`household_names`, see `householdNames`). The list engine writes it
 * with every insert and update made through insertSearchable / updateSearchable.
 */
export function applicationSearchText(row: {
  main_name: string;
  email: string;
  phone: string;
  household_names: string;
}): string {
  const phone = row.phone ?? '';
  return joinSearchWords([
    row.main_name,
    row.email,
    phone,
    phone.startsWith('+') ? phone.slice(1) : '',
    nationalPhoneDigits(phone),
    row.household_names,
  ]);
}

export const applicationSearch = defineSearchText(
  'applications',
  ['main_name', 'email', 'phone', 'household_names'],
  (row) =>
    applicationSearchText({
      main_name: row.main_name ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      household_names: row.household_names ?? '',
    }),
);

/** The `household_names` value of an application: every person's first and last name, in order. */
export function householdNames(
  persons: ReadonlyArray<{ first_name?: string | null; last_name?: string | null }>,
): string {
  return persons
    .map((p) => `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim())
    .filter(Boolean)
    .join(' ');
}
