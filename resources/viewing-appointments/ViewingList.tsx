import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { VIEWING_LIST_CHILDREN, type ViewingListChild } from '../../schema/listPaths';
import { SchemaList, type ListRow } from '../../src/list';

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
      />
    </>
  );
}
