import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { createElement } from 'react';
import { lazyScreen, type AppResource } from '../../src/registry';
import { APPLICATION_LIST } from './listPath';
import { APPLICATION_PATH, loadApplicationList } from './screens';

/**
 * The application screens (spec 1 section 2): the list `/applications` (the sale list in sale
 * projects), and `/applications/{id}`, the list with that application open in its sidepanel.
 */
const ApplicationListScreen = lazyScreen(loadApplicationList);

export const applications: AppResource = {
  name: 'applications',
  icon: AssignmentIndOutlined,
  list: ApplicationListScreen,
  hasEdit: true,
  routes: [{ path: ':id', element: createElement(ApplicationListScreen) }],
  recordRepresentation: (record) => String(record.main_name ?? record.id),
  listOf: (pathname) => (APPLICATION_PATH.test(pathname) ? APPLICATION_LIST : null),
};
