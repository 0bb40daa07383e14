import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { SchemaList, type BulkPromptProps, type ListRow } from '../../src/list';
import { InterestedFormDialog } from './InterestedFormDialog';
import { InvitePrompt, InviteViewingPrompt } from './InvitePrompt';
import { useInterestedPanel } from './panels';

/** The mail dialog (and its editor) loads when a mail is written, not with the list. */
const LazyMailPrompt = lazy(() =>
  import('../communication/mail').then((module) => ({ default: module.bulkMailPrompt('interested') })),
);

/** `sendMail` on picked people: a mail to each through the mail dialog. */
function InterestedMailPrompt(props: BulkPromptProps) {
  return (
    <Suspense fallback={null}>
      <LazyMailPrompt {...props} />
    </Suspense>
  );
}

const BULK_PROMPTS = {
  sendMail: InterestedMailPrompt,
  inviteToApply: InvitePrompt,
  inviteToViewing: InviteViewingPrompt,
};

/** "Interessent/in erfassen": the form in a dialog; the new person's panel opens after saving. */
function CreateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const panel = useInterestedPanel();
  return (
    <>
      <Button variant="contained" size="small" startIcon={<PersonAddAlt />} onClick={() => setOpen(true)}>
        {translate('interested_create')}
      </Button>
      {open && (
        <InterestedFormDialog
          onClose={() => setOpen(false)}
          onSaved={(reply) => {
            panel.refresh();
            panel.open(reply.person.id, reply.person.name);
          }}
        />
      )}
    </>
  );
}

/**
 * The interested people (`/interested-people`): active and inactive, searchable, with
 * deactivate/activate, a mail, the invitation to apply and the export; a row opens its panel.
 */
export function InterestedList() {
  const panel = useInterestedPanel();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'interested-people', action: 'create' });
  const openPerson = useCallback((row: ListRow) => panel.open(row.id, String(row.name ?? '')), [panel]);
  return (
    <SchemaList
      resource="interested-people"
      title="interested_list_title"
      onDetail={openPerson}
      bulkPrompts={BULK_PROMPTS}
      actions={canWrite ? <CreateButton /> : undefined}
    />
  );
}
