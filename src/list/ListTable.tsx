import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { memo, useRef, type ComponentType } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { TableColumn } from '../../schema/api/tableData';
import { renderCell, type CellContext } from './cells';
import { HoverTooltip } from './HoverTooltip';
import { pageSelectionState, selectBlocker, type Selection } from './selection';
import { SortHeader } from './SortHeader';
import type { CellOverride, ListRow } from './types';
import { useHorizontalScroll, useStickyHeader } from './useTableScroll';

/** icon name of a detail button -> icon */
const DETAIL_ICONS: Readonly<Record<string, ComponentType<{ fontSize?: 'small' }>>> = {
  visibility: Visibility,
};

/** The selection column stays at the left edge and the detail column at the right while scrolling. */
const STICKY_LEFT = 'list-sticky-left';
/** A text cell: wraps between words when the columns would not fit the screen otherwise. */
const WRAPS = 'list-wraps';
const STICKY_RIGHT = 'list-sticky-right';

/** A row's cell: MUI's body cell look, given by the table's styles (bodyCellStyles). */
const BODY_CELL = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';
const CHECKBOX_CELL = 'MuiTableCell-paddingCheckbox';
const ALIGN_CLASSES: Readonly<Record<string, string>> = {
  left: 'MuiTableCell-alignLeft',
  center: 'MuiTableCell-alignCenter',
  right: 'MuiTableCell-alignRight',
};

/**
 * MUI's TableCell styles of a small body cell (padding, line, font; the checkbox column and the
 * alignments), once for the table: a styled TableCell per cell cost a fifth of the time 50 rows
 * take to draw, for the same look.
 */
const bodyCellStyles = (theme: Theme) => ({
  '& td.MuiTableCell-body': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.vars
        ? theme.vars.palette.TableCell.border
        : theme.palette.mode === 'light'
          ? lighten(alpha(theme.palette.divider, 1), 0.88)
          : darken(alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: (theme.vars ?? theme).palette.text.primary,
  },
  // react-admin's theme narrows MUI's checkbox column
  [`& td.MuiTableCell-body.${CHECKBOX_CELL}`]: {
    width: 24,
    padding: '0 8px',
    '& > *': { padding: 0 },
  },
  '& td.MuiTableCell-alignCenter': { textAlign: 'center' },
  '& td.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
  // an inactive row: grey, as the legend says, but with text that stays readable (WCAG contrast)
  '& tr[data-inactive]:not(.Mui-selected)': { bgcolor: 'action.hover' },
  '& tr[data-inactive] td.MuiTableCell-body': { color: (theme.vars ?? theme).palette.text.secondary },
});

/**
 * The table's styles, once for all its cells (a style per cell would be worked out again for each
 * of them on every render): cells keep to one line (texts wrap between words rather than push the
 * columns out of view), the sticky columns stay visible.
 */
const tableStyles = (dimmed: boolean) => (theme: Theme) => ({
  ...bodyCellStyles(theme),
  '& td, & th': { whiteSpace: 'nowrap' },
  [`& td.${WRAPS}`]: { whiteSpace: 'normal' },
  [`& .${STICKY_LEFT}, & .${STICKY_RIGHT}`]: { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' },
  [`& .${STICKY_LEFT}`]: { left: 0 },
  [`& .${STICKY_RIGHT}`]: { right: 0 },
  '& thead th': {
    transform: 'translateY(var(--list-head-offset, 0px))',
    bgcolor: 'background.paper',
    zIndex: 2,
  },
  [`& thead .${STICKY_LEFT}, & thead .${STICKY_RIGHT}`]: { zIndex: 3 },
  '&[data-stuck] thead th': { boxShadow: 1 },
  opacity: dimmed ? 0.6 : 1,
});

/** The class names of a row's cell. */
const cellClass = (...names: Array<string | false | undefined>) =>
  [BODY_CELL, ...names].filter(Boolean).join(' ');

export interface ListTableProps {
  columns: readonly TableColumn[];
  /** the detail column from the header, when rows open a detail */
  detailColumn?: TableColumn;
  /** null while the first rows load */
  rows: readonly ListRow[] | null;
  skeletonRows: number;
  fetching: boolean;
  sort: string;
  onSort: (key: string) => void;
  selection: Selection;
  maxSelection?: number;
  onToggleRow: (row: ListRow) => void;
  onTogglePage: () => void;
  onDetail?: (row: ListRow) => void;
  rowLabel: (row: ListRow) => string;
  cellContext: CellContext;
  /** column key -> the list's own drawing of its cells */
  cells?: Readonly<Record<string, CellOverride>>;
  /** translation key of the text without rows */
  emptyText?: string;
}

/**
 * The table: sortable headings, a selection column, formatted cells and the detail buttons. Each
 * row gives react-admin's record context to its cells (react-admin's fields and useRecordContext
 * work in them).
 */
export function ListTable(props: ListTableProps) {
  const { columns, detailColumn, rows, sort, onSort, selection, maxSelection, cellContext } = props;
  const translate = useTranslate();
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useStickyHeader(tableRef, [rows, columns]);
  const scroll = useHorizontalScroll(boxRef, [rows, columns]);
  const pageState = rows ? pageSelectionState(rows, selection) : 'none';
  const columnCount = columns.length + 1 + (detailColumn ? 1 : 0);

  return (
    <Box sx={{ position: 'relative' }}>
      {(scroll.canScrollLeft || scroll.canScrollRight) && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          <IconButton
            size="small"
            aria-label={translate('list_scroll_left')}
            disabled={!scroll.canScrollLeft}
            onClick={() => scroll.step(-1)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('list_scroll_right')}
            disabled={!scroll.canScrollRight}
            onClick={() => scroll.step(1)}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      )}
      <Box ref={boxRef} sx={{ overflowX: 'auto' }}>
        <Table
          ref={tableRef}
          size="small"
          aria-busy={props.fetching}
          sx={tableStyles(props.fetching && rows !== null)}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" className={STICKY_LEFT}>
                <Checkbox
                  size="small"
                  checked={pageState === 'all'}
                  indeterminate={pageState === 'some'}
                  disabled={!rows || rows.length === 0}
                  onChange={props.onTogglePage}
                  slotProps={{ input: { 'aria-label': translate('list_select_page') } }}
                />
              </TableCell>
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
              ))}
              {detailColumn && (
                <TableCell align="center" className={STICKY_RIGHT}>
                  {detailColumn.title}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows === null &&
              Array.from({ length: props.skeletonRows }, (_, i) => (
                <TableRow key={`skeleton-${i}`} aria-hidden>
                  {Array.from({ length: columnCount }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows !== null && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
                  <Typography color="text.secondary">
                    {translate(props.emptyText ?? 'admin_no_data_found')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows?.map((row) => (
              <ListTableRow
                key={row.id}
                row={row}
                columns={columns}
                detailColumn={detailColumn}
                selected={selection.has(row.id)}
                blocker={selectBlocker(row, selection, maxSelection)}
                label={props.rowLabel(row)}
                onToggleRow={props.onToggleRow}
                onDetail={props.onDetail}
                cellContext={cellContext}
                cells={props.cells}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

interface ListTableRowProps extends Pick<
  ListTableProps,
  'columns' | 'detailColumn' | 'onToggleRow' | 'onDetail' | 'cellContext' | 'cells'
> {
  row: ListRow;
  selected: boolean;
  /** why the row cannot be picked, or null */
  blocker: string | null;
  label: string;
}

/**
 * One row, drawn again only when its record, its selection or the columns change: a page's rows
 * stay as they are while the list reloads (dimmed) or another row is picked.
 */
const ListTableRow = memo(function ListTableRow({
  row,
  columns,
  detailColumn,
  selected,
  blocker,
  label,
  onToggleRow,
  onDetail,
  cellContext,
  cells,
}: ListTableRowProps) {
  const translate = useTranslate();
  const inactive = row._progress_state === 'inactive';
  const checkbox = (
    <Checkbox
      size="small"
      checked={selected}
      disabled={blocker !== null}
      onChange={() => onToggleRow(row)}
      slotProps={{
        input: { 'aria-label': translate('list_select_row', { name: label }) },
      }}
    />
  );
  return (
    <RecordContextProvider value={row}>
      <TableRow hover selected={selected} data-inactive={inactive || undefined}>
        <td className={cellClass(CHECKBOX_CELL, STICKY_LEFT)}>
          {/* why a row cannot be picked, on hover and focus (a disabled box needs the span) */}
          {blocker ? (
            <HoverTooltip title={translate(blocker, { _: blocker })}>
              <span>{checkbox}</span>
            </HoverTooltip>
          ) : (
            checkbox
          )}
        </td>
        {columns.map((column) => (
          <td
            key={column.key}
            className={cellClass(
              ALIGN_CLASSES[column.textAlign ?? 'left'],
              column.format === 'text' && !column.fixed && WRAPS,
            )}
          >
            {cells?.[column.key] ? cells[column.key]!(row) : renderCell(row[column.key], column, cellContext)}
          </td>
        ))}
        {detailColumn && (
          <td className={cellClass(ALIGN_CLASSES.center, STICKY_RIGHT)}>
            {(detailColumn.buttons ?? []).map((button) => {
              const Icon = DETAIL_ICONS[button.icon] ?? OpenInNew;
              return (
                <IconButton
                  key={button.key}
                  size="small"
                  aria-label={translate('list_open_detail', { name: label })}
                  title={button.title}
                  disabled={row._detail_column?.disabled_buttons?.includes(button.key)}
                  onClick={() => onDetail?.(row)}
                >
                  <Icon fontSize="small" />
                </IconButton>
              );
            })}
          </td>
        )}
      </TableRow>
    </RecordContextProvider>
  );
});
