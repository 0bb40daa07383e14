import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import type { TableColumn } from '../../schema/api/tableData';
import { sortDirection } from './useListState';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** what a click does next, as a hint */
const NEXT_HINT = { none: 'list_sort_asc', asc: 'list_sort_desc', desc: 'list_sort_none' } as const;

/** A column heading; a sortable one cycles ascending, descending, none on click and shows its direction. */
export function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: TableColumn;
  sort: string;
  onSort: (key: string) => void;
}) {
  const translate = useTranslate();
  const direction = sortDirection(sort, column.key);
  if (!column.orderable) {
    return <TableCell align={column.textAlign}>{column.title}</TableCell>;
  }
  return (
    <TableCell
      align={column.textAlign}
      sortDirection={direction ?? false}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
    >
      <TableSortLabel
        active={direction !== null}
        direction={direction ?? 'asc'}
        onClick={() => onSort(column.key)}
        title={translate(NEXT_HINT[direction ?? 'none'])}
      >
        {column.title}
      </TableSortLabel>
    </TableCell>
  );
}
