export { ObjectRoutes } from './objectRoutes';
export {
  OBJECT_KINDS,
  OBJECT_KIND_LIST,
  DEFAULT_OBJECT_KIND,
  objectListPath,
  hasObjectDetail,
  isObjectKind,
  type ObjectKind,
} from './kinds';
export { ObjectList } from './ObjectList';
export { ObjectShow } from './ObjectShow';
export { ObjectDetailPanel, OBJECT_DETAIL_PANEL } from './ObjectDetailPanel';
export { ObjectDetailView, ObjectDetailLoader } from './ObjectDetailView';
export { detailGroups, type DetailGroup, type DetailField } from './objectDetailModel';
