import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyError } from '../../src/list/useNotifyError';
import { SchemaList, type CellOverride, type ListRow } from '../../src/list';
import { MessengerButton, messengerFlagsOf } from '../communication/MessengerButton';
import { APPLICATION_LIST } from './listPath';
import { APPLICATION_MAIL_PROMPTS } from '../communication/mail/BulkMailPrompt';
import { SelectedDossiersButton } from './DossierButton';
import { refreshApplications, useApplicationPanels } from './panels';
import { StarRating } from './StarRating';

/** The list's column of the overall evaluation (0 to 5 stars). */
export const STARS_COLUMN = 'overall_evaluation';
/** The column whose cells carry the messenger button (beside the address the mails go to). */
export const MESSENGER_COLUMN = 'email';
/** Columns naming the main applicant: a link that opens the application. */
const NAME_COLUMNS = ['main_applicant', 'main_name', 'name'];

// the deactivation's form (the form engine) loads when the option is chosen, not with the list
const DeactivatePrompt = lazy(() =>
  import('./DeactivateDialog').then((module) => ({ default: module.DeactivatePrompt })),
);
const BULK_PROMPTS = { deactivate: DeactivatePrompt, ...APPLICATION_MAIL_PROMPTS };

export function rowName(row: ListRow): string {
  for (const key of NAME_COLUMNS) {
    const value = row[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return `#${row.id}`;
}

/**
 * The applications (spec 1 section 2; in sale projects the sale list, see schema/listPaths): the generic list with its state filters, filters and bulk actions (deactivate asks
 * for the reason); the stars of a row set its evaluation, its name and detail button open it in
 * the ApplicationEdit sidepanel, whose address (`?panel=ApplicationEdit:12`, or the application's
 * own `/applications/{id}`) opens it over the list.
 */
export function ApplicationList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const { openApplication, openMessenger } = useApplicationPanels();
  const { canAccess: canWrite } = useCanAccess({ resource: 'applications', action: 'edit' });
  const { canAccess: canMail } = useCanAccess({ resource: 'communication', action: 'list' });
  const cells = useMemo<Record<string, CellOverride>>(() => {
    const setStars = async (row: ListRow, stars: number) => {
      try {
        await dataProvider.setApplicationStars(row.id, stars);
        await refreshApplications(queryClient);
      } catch (error) {
        notifyError(error);
      }
    };
    const stars: CellOverride = (row) => (
      <StarRating
        value={Number(row[STARS_COLUMN] ?? 0)}
        name={rowName(row)}
        inputName={`stars-${row.id}`}
        onChange={canWrite ? (value) => setStars(row, value) : undefined}
      />
    );
    const name: CellOverride = (row) => (
      <Link component="button" type="button" onClick={() => openApplication(row.id, rowName(row))}>
        {rowName(row)}
      </Link>
    );
    const messenger: CellOverride = (row) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {canMail && (
          <MessengerButton
            flags={messengerFlagsOf(row)}
            name={rowName(row)}
            onOpen={() => openMessenger(row.id, rowName(row))}
          />
        )}
        {String(row[MESSENGER_COLUMN] ?? '') || '–'}
      </Box>
    );
    return {
      [STARS_COLUMN]: stars,
      [MESSENGER_COLUMN]: messenger,
      ...Object.fromEntries(NAME_COLUMNS.map((key) => [key, name])),
    };
  }, [dataProvider, queryClient, notifyError, openApplication, openMessenger, canWrite, canMail]);

  return (
    <SchemaList
      resource={APPLICATION_LIST.resource}
      meta={APPLICATION_LIST.meta}
      title="applications_title"
      onDetail={(row) => openApplication(row.id, rowName(row))}
      cells={cells}
      bulkPrompts={BULK_PROMPTS}
      actions={<SelectedDossiersButton />}
    />
  );
}
