import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { createElement } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { withPanel } from '../../src/layout/sidepanel';
import { lazyScreen, type AppResource } from '../../src/registry';
import { APPLICATION_LIST } from './listPath';
import { APPLICATION_PANEL_DEFINITIONS, APPLICATION_PANELS } from './panels';
import { APPLICATION_PATH, loadApplicationList } from './screens';

/**
 * The application screens (spec 1 section 2): the list `/applications` (the sale list in sale
 * projects), its panels by their address (`/applications?panel=ApplicationEdit:12`), and
 * `/applications/{id}`, an application's own address (react-admin's edit slot): the list with that
 * application open in its sidepanel.
 */
const ApplicationListScreen = lazyScreen(loadApplicationList);

/** `/applications/{id}`: the list with the application open (its panel's address). */
function ApplicationPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const address = /^\d{1,12}$/.test(id) ? { key: APPLICATION_PANELS.edit, id: Number(id) } : null;
  return createElement(Navigate, {
    to: { pathname: '/applications', search: withPanel(search, address) },
    replace: true,
  });
}

export const applications: AppResource = {
  name: 'applications',
  icon: AssignmentIndOutlined,
  list: ApplicationListScreen,
  recordPage: ApplicationPage,
  panels: APPLICATION_PANEL_DEFINITIONS,
  recordRepresentation: (record) => String(record.main_name ?? record.id),
  listOf: (pathname) => (APPLICATION_PATH.test(pathname) ? APPLICATION_LIST : null),
};
