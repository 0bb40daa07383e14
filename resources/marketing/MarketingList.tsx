import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../src/list';

/**
 * The marketing list (spec 2 section 7.13): the objects with their ad's state per portal
 * (homegate, newhome, ImmoScout24, icasa, Flatfox) and the bulk actions publish, refresh and
 * deactivate, whose results the list reports per row. A row opens its object's ad editor.
 */
export function MarketingList() {
  const navigate = useNavigate();
  const openAd = useCallback((row: ListRow) => navigate(`/marketing/${row.id}`), [navigate]);
  return (
    <SchemaList
      resource="marketing"
      title="marketing_list_title"
      onDetail={openAd}
      emptyText="marketing_list_empty"
    />
  );
}
