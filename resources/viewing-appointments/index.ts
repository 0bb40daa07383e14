import EventOutlined from '@mui/icons-material/EventOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadViewingList, VIEWING_LIST_PATH } from './screens';

/**
 * The viewing appointments (spec 1 section 2): the list `/viewing-appointments` with its children
 * booked (default) and without registrations. Not in the menu yet: the screens to create a viewing,
 * draw and tick participants are still to come.
 */
const ViewingListScreen = lazyScreen(loadViewingList);

export const viewingAppointments: AppResource = {
  name: 'viewing-appointments',
  icon: EventOutlined,
  list: ViewingListScreen,
  recordRepresentation: (record) => String(record.object_label || record.date || record.id),
  listOf: (pathname) =>
    VIEWING_LIST_PATH.test(pathname)
      ? { resource: 'viewing-appointments', meta: { viewings: 'booked' } }
      : null,
};
