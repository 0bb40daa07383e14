import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { createElement } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { withPanel } from '../../src/layout/sidepanel';
import { lazyScreen, type AppResource } from '../../src/registry';
import { INTERESTED_PANEL, INTERESTED_PANEL_DEFINITIONS } from './panels';
import { INTERESTED_LIST_PATH, loadInterestedList } from './screens';

/**
 * The interested people (B2C; spec 1 section 2, "interested-people"): the list with its panel by
 * address (`/interested-people?panel=InterestedPersonEdit:12`), and `/interested-people/{id}`,
 * a person's own address: the list with the person's panel open.
 */
const InterestedListScreen = lazyScreen(loadInterestedList);

function InterestedPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const address = /^\d{1,12}$/.test(id) ? { key: INTERESTED_PANEL, id: Number(id) } : null;
  return createElement(Navigate, {
    to: { pathname: '/interested-people', search: withPanel(search, address) },
    replace: true,
  });
}

export const interestedPeople: AppResource = {
  name: 'interested-people',
  icon: PersonSearchOutlined,
  list: InterestedListScreen,
  recordPage: InterestedPage,
  panels: INTERESTED_PANEL_DEFINITIONS,
  recordRepresentation: (record) => String(record.name ?? record.id),
  listOf: (pathname) => (INTERESTED_LIST_PATH.test(pathname) ? { resource: 'interested-people' } : null),
};
