import ViewColumn from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { BulkOption, TableColumn, TableData } from '../../schema/api/tableData';
import type { ListMeta } from '../../schema/listPaths';
import { SKELETON_DELAY_MS, useWaitedLong } from '../layout/placeholderDelay';
import { markFirstScreenShown } from '../session/firstScreen';
import { useProjectType } from '../session/init';
import { useBootstrap } from '../session/useBootstrap';
import { BulkBar } from './BulkBar';
import { numberLocale, type CellContext } from './cells';
import { ColumnOrderDialog } from './ColumnOrderDialog';
import { FilterWidget } from './FilterWidget';
import { filterInputsReady, loadFilterInputs } from './filterInputsLoad';
import { ListMetaContext, schemaListContext } from './listContext';
import { ListNotices } from './ListNotices';
import { ListTable } from './ListTable';
import { pageCount } from './pageButtons';
import { Pagination } from './Pagination';
import { listIdentity, listMetaOf } from './prefetchTable';
import { SearchBox } from './SearchBox';
import { EMPTY_SELECTION, toggleAllOnPage, toggleRow, type Selection } from './selection';
import { StateFilters } from './StateFilters';
import type { ListDataProvider, ListRow, SchemaListProps } from './types';
import { countsKey, useListState } from './useListState';
import { useErrorMessages, useNotifyError } from './useNotifyError';
import { useTableData } from './useTableData';

const DETAIL_COLUMN = 'detailColumn';

/**
 * Whether the list's filter inputs can render: a table with a slider or remote filter waits for
 * their code (./filterInputsLoad.ts), which then loads once; other lists never load it.
 */
function useFilterInputsReady(table: TableData | undefined): boolean {
  const filters = table?.filters;
  // the filters whose inputs settled: loaded, or failed (the rows show then, without those inputs)
  const [settled, setSettled] = useState<unknown>(null);
  const ready = filterInputsReady(filters);
  useEffect(() => {
    if (ready) return;
    let current = true;
    const settle = () => current && setSettled(filters);
    loadFilterInputs(filters).then(settle, settle);
    return () => {
      current = false;
    };
  }, [ready, filters]);
  return ready || settled === filters;
}

const EXPORT_ACTION = 'exportExcel';

/** The server's bulk options plus the Excel download when the list offers it. */
export function bulkOptionsOf(table: TableData, exportLabel: string): BulkOption[] {
  const options = [...(table.bulkOptions ?? [])];
  if (table.excelDownload?.enabled && !options.some((o) => o.value === EXPORT_ACTION)) {
    options.push({ value: EXPORT_ACTION, displayName: exportLabel, standalone: false, download: true });
  }
  return options;
}

/** react-admin's resource context and the list's meta: together they name the list. */
function ListNameContext({
  resource,
  meta,
  children,
}: {
  resource: string;
  meta: ListMeta;
  children: ReactNode;
}) {
  return (
    <ResourceContextProvider value={resource}>
      <ListMetaContext.Provider value={meta}>{children}</ListMetaContext.Provider>
    </ResourceContextProvider>
  );
}

/**
 * The generic list screen, drawn entirely from the list's table data (spec 1 section 2). It gives
 * react-admin's resource and list context to what it holds, and each row's record context to its
 * cells, so react-admin's buttons, fields and hooks (useListContext, useRecordContext, TextField,
 * bulk buttons, useUpdateMany ...) work inside it. The list is named by its registry resource and
 * `meta`; the data provider turns them into the API path (schema/listPaths).
 */
export function SchemaList({
  resource,
  meta,
  settingsKey,
  title,
  onDetail,
  maxSelection,
  hideClearFilters,
  actions,
  children,
  cells,
  bulkPrompts,
  emptyText,
}: SchemaListProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { data: bootstrap } = useBootstrap();
  const dataProvider = useDataProvider<ListDataProvider>();
  const notifyError = useNotifyError();
  const messagesOf = useErrorMessages();
  const projectType = useProjectType();
  // the meta's value, not its identity, names the list (screens may pass it inline)
  const metaKey = JSON.stringify(meta ?? {});
  const listMeta = useMemo(
    () => listMetaOf(JSON.parse(metaKey) as ListMeta, projectType),
    [metaKey, projectType],
  );
  const [state, dispatch] = useListState();
  const data = useTableData(resource, listMeta, state);
  const { isFetching, error, reload } = data;
  // the rows show with the filters above them: a slider or remote filter's input code first
  const inputsReady = useFilterInputsReady(data.loaded?.table);
  const loaded = inputsReady ? data.loaded : undefined;
  const isPending = data.isPending || !inputsReady;
  // the first rows are on screen: calls that waited for them may start (the unread long poll)
  useEffect(() => {
    if (!isPending) markFirstScreenShown();
  }, [isPending]);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [ordering, setOrdering] = useState(false);

  // a different set of rows: nothing stays picked
  const narrowing = `${listIdentity(resource, listMeta)}|${state.status}|${countsKey(state)}`;
  useEffect(() => setSelection(EMPTY_SELECTION), [narrowing]);

  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);

  // past the last page (rows were removed): go to the last one
  const total = loaded?.total ?? 0;
  const lastPage = pageCount(total, state.perPage);
  useEffect(() => {
    if (loaded && total > 0 && state.page > lastPage) dispatch({ type: 'page', page: lastPage });
  }, [loaded, total, lastPage, state.page, dispatch]);

  const table = loaded?.table;
  // every column (the dialog shows and hides them), and those the table shows
  const allColumns = useMemo<TableColumn[]>(
    () => (table?.header ?? []).filter((c) => c.key !== DETAIL_COLUMN),
    [table?.header],
  );
  const columns = useMemo(() => allColumns.filter((c) => !c.hidden), [allColumns]);
  const detailColumn = onDetail ? table?.header.find((c) => c.key === DETAIL_COLUMN) : undefined;
  const bulkOptions = useMemo(
    () => (table ? bulkOptionsOf(table, translate('list_export_excel')) : []),
    [table, translate],
  );
  const cellContext = useMemo<CellContext>(
    () => ({
      translate,
      locale: numberLocale(language),
      currency: bootstrap?.currency ?? 'CHF',
      currencyOrder: bootstrap?.currencyOrder ?? 'before',
    }),
    [translate, language, bootstrap?.currency, bootstrap?.currencyOrder],
  );
  // the same function from render to render: the table's rows are drawn again only when they change
  const toggleOneRow = useCallback(
    (row: ListRow) => setSelection((current) => toggleRow(current, row, maxSelection)),
    [maxSelection],
  );
  const rowLabel = useCallback(
    (row: ListRow) => {
      const first = columns[0];
      const value = first ? row[first.key] : null;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${row.id}`;
    },
    [columns],
  );

  const onSearch = useCallback((search: string) => dispatch({ type: 'search', search }), [dispatch]);
  const afterBulk = useCallback(() => {
    setSelection(EMPTY_SELECTION);
    void reload();
  }, [reload]);
  const saveOrder = async (order: string[]) => {
    const key = settingsKey ?? table?.settings.key;
    if (!key) return;
    try {
      await dataProvider.saveListSettings(key, order);
      setOrdering(false);
      await reload({ full: true });
    } catch (saveError) {
      notifyError(saveError);
    }
  };
  // the skeleton is for a slow reply: not while the reply's filter inputs load (the filters would
  // then push it down), which takes a moment after a quick reply
  const skeletonDue = useWaitedLong(data.isPending && !data.loaded?.table, SKELETON_DELAY_MS);
  const listContext = schemaListContext({
    resource,
    title,
    state,
    dispatch,
    loaded,
    isPending,
    isFetching,
    error,
    reload,
    selection,
    setSelection,
    maxSelection,
  });

  return (
    <ListNameContext resource={resource} meta={listMeta}>
      <ListContextProvider value={listContext}>
        <Paper
          component="section"
          aria-label={title ? translate(title, { _: title }) : undefined}
          sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        >
          {title && (
            <Typography variant="h5" component="h1">
              {translate(title, { _: title })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            {(table?.search?.enabled ?? true) && <SearchBox value={state.search} onSearch={onSearch} />}
            {table && (
              <StateFilters
                choices={table.stateFilters?.choices ?? []}
                status={state.status}
                onStatus={(status) => dispatch({ type: 'status', status })}
              />
            )}
            <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              {actions}
              {table?.settings.canReorder && (
                <Button size="small" startIcon={<ViewColumn />} onClick={() => setOrdering(true)}>
                  {translate('list_column_order')}
                </Button>
              )}
            </Box>
          </Box>
          {table && (
            <FilterWidget
              filters={table.filters ?? []}
              additionalFilters={table.additionalFilters ?? []}
              values={state.filters}
              onChange={(key, value) => dispatch({ type: 'filter', key, value })}
              onClear={() => dispatch({ type: 'clearFilters' })}
              hideClear={hideClearFilters}
            />
          )}
          {table && (
            <BulkBar
              resource={resource}
              meta={listMeta}
              options={bulkOptions}
              selection={selection}
              sort={state.sort}
              rowLabel={rowLabel}
              onClearSelection={() => setSelection(EMPTY_SELECTION)}
              onDone={afterBulk}
              prompts={bulkPrompts}
            />
          )}
          {table && <ListNotices table={table} />}
          <Box sx={{ minHeight: 4 }}>
            {isFetching && <LinearProgress aria-label={translate('list_loading')} />}
          </Box>
          {error ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => void reload()}>
                  {translate('list_retry')}
                </Button>
              }
            >
              {messagesOf(error)[0]?.message || translate('list_load_failed')}
            </Alert>
          ) : isPending && !table && !skeletonDue ? (
            // the first page is on its way: nothing yet (see SKELETON_DELAY_MS)
            <Box aria-hidden sx={{ minHeight: 4 }} />
          ) : (
            <ListTable
              columns={columns}
              detailColumn={detailColumn}
              rows={isPending ? null : (loaded?.rows ?? [])}
              skeletonRows={Math.min(state.perPage, 10)}
              fetching={isFetching}
              sort={state.sort}
              onSort={(key) => dispatch({ type: 'sort', key })}
              selection={selection}
              maxSelection={maxSelection}
              onToggleRow={toggleOneRow}
              onTogglePage={() =>
                setSelection((current) => toggleAllOnPage(current, loaded?.rows ?? [], maxSelection))
              }
              onDetail={onDetail}
              rowLabel={rowLabel}
              cellContext={cellContext}
              cells={cells}
              emptyText={emptyText}
            />
          )}
          {loaded && !error && (
            <Pagination
              page={state.page}
              perPage={state.perPage}
              total={total}
              onPage={(page) => dispatch({ type: 'page', page })}
              onPerPage={(perPage) => dispatch({ type: 'perPage', perPage })}
            />
          )}
          {table && table.legend?.length > 0 && (
            <Box component="ul" aria-label={translate('list_legend')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {table.legend.map((entry) => (
                <Box component="li" key={entry.text} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: entry.color }}
                  />
                  <Typography variant="caption">{entry.text}</Typography>
                </Box>
              ))}
            </Box>
          )}
          {table?.settings.canReorder && (
            <ColumnOrderDialog
              open={ordering}
              columns={allColumns}
              onClose={() => setOrdering(false)}
              onSave={saveOrder}
            />
          )}
          {children}
        </Paper>
      </ListContextProvider>
    </ListNameContext>
  );
}
