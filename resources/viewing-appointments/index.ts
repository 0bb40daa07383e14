import EventOutlined from '@mui/icons-material/EventOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadViewingList, loadViewingShow, VIEWING_LIST_PATH } from './screens';

/**
 * The viewing appointments (spec 1 section 2): the list `/viewing-appointments` with its children
 * booked (default) and without registrations, and a viewing's page `/viewing-appointments/{id}`
 * with its participants. Viewings are made from an object's detail (create, draw).
 */
const ViewingListScreen = lazyScreen(loadViewingList);
const ViewingShowScreen = lazyScreen(loadViewingShow);

export const viewingAppointments: AppResource = {
  name: 'viewing-appointments',
  icon: EventOutlined,
  list: ViewingListScreen,
  recordPage: ViewingShowScreen,
  recordRepresentation: (record) => String(record.object_label || record.date || record.id),
  listOf: (pathname) =>
    VIEWING_LIST_PATH.test(pathname)
      ? { resource: 'viewing-appointments', meta: { viewings: 'booked' } }
      : null,
};
