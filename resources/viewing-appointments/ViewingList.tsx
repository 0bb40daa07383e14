import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { VIEWING_LIST_CHILDREN, type ViewingListChild } from '../../schema/listPaths';
import { SchemaList, type BulkPromptProps, type ListRow } from '../../src/list';

/** The mail dialog (and its editor) loads when a mail is written, not with the list. */
const LazyMailPrompt = lazy(() =>
  import('../communication/mail').then((module) => ({ default: module.viewingMailPrompt })),
);

/** `sendMail` on picked appointments: a mail to their participants through the mail dialog. */
function ViewingMailPrompt(props: BulkPromptProps) {
  return (
    <Suspense fallback={null}>
      <LazyMailPrompt {...props} />
    </Suspense>
  );
}

const BULK_PROMPTS = { sendMail: ViewingMailPrompt };

const TAB_TITLES: Record<ViewingListChild, string> = {
  booked: 'viewings_tab_booked',
  'without-registrations': 'viewings_tab_without_registrations',
};

/** The viewing appointments: those with bookings (default) and those nobody has booked yet; a row opens its page. */
export function ViewingList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [child, setChild] = useState<ViewingListChild>('booked');
  const openViewing = useCallback((row: ListRow) => navigate(`/viewing-appointments/${row.id}`), [navigate]);
  return (
    <>
      <Tabs
        value={child}
        onChange={(_, value: ViewingListChild) => setChild(value)}
        aria-label={translate('viewings_list_title')}
      >
        {VIEWING_LIST_CHILDREN.map((c) => (
          <Tab key={c} value={c} label={translate(TAB_TITLES[c])} />
        ))}
      </Tabs>
      <SchemaList
        key={child}
        resource="viewing-appointments"
        meta={{ viewings: child }}
        title="viewings_list_title"
        onDetail={openViewing}
        bulkPrompts={BULK_PROMPTS}
      />
    </>
  );
}
