import { SchemaList } from '../../src/list';

/**
 * The marketing list (spec 2 section 7.13): the objects with their ad's state per portal
 * (homegate, newhome, ImmoScout24, icasa, Flatfox) and the bulk actions publish, refresh and
 * deactivate, whose results the list reports per row.
 */
export function MarketingList() {
  return <SchemaList resource="marketing" title="marketing_list_title" />;
}
