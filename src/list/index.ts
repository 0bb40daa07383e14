export { SchemaList, bulkOptionsOf } from './SchemaList';
export { BulkResultDialog } from './BulkResultDialog';
export { useListMeta } from './listContext';
export { listQueryKey } from './prefetchTable';
export type {
  SchemaListProps,
  ListRow,
  ListDataProvider,
  BulkReply,
  BulkActionParams,
  BulkPromptProps,
  CellOverride,
} from './types';
export { pageButtons, pageCount, ELLIPSIS, MAX_PAGE_BUTTONS } from './pageButtons';
export {
  CELL_RENDERERS,
  renderCell,
  formatNumber,
  numberLocale,
  STATE_COLORS,
  type CellContext,
} from './cells';
export {
  useListState,
  listReducer,
  nextSort,
  parseListState,
  writeListState,
  getListParams,
  INITIAL_LIST_STATE,
  type ListState,
  type ListAction,
} from './useListState';
export { DESTRUCTIVE_BULK_ACTIONS } from './BulkBar';
export { STICKY_HEADER_TOP_PX, HORIZONTAL_SCROLL_STEP_PX, stickyOffset } from './useTableScroll';
export { HoverTooltip } from './HoverTooltip';
