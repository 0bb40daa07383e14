import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportRowError } from '../../../schema/api/objects';

/** Refused rows per page: a sheet may refuse hundreds. */
export const IMPORT_ERRORS_PER_PAGE = 25;

const NAVIGATION = {
  first: 'ra.navigation.first',
  last: 'ra.navigation.last',
  next: 'ra.navigation.next',
  previous: 'ra.navigation.previous',
} as const;

/** The refused rows of an import sheet: row number, column and reason, a page at a time. */
export function ImportErrorsTable({ errors, label }: { errors: readonly ImportRowError[]; label: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => [...errors].sort((a, b) => a.row - b.row), [errors]);
  const shown = sorted.slice(page * IMPORT_ERRORS_PER_PAGE, (page + 1) * IMPORT_ERRORS_PER_PAGE);

  return (
    <div>
      <TableContainer sx={{ maxHeight: { xs: 'none', sm: 420 }, overflowX: 'auto' }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: 48, sm: 80 }, px: { xs: 1, sm: 2 } }}>
                {translate('objectEdit_import_col_row')}
              </TableCell>
              <TableCell sx={{ width: { sm: '30%' }, px: { xs: 1, sm: 2 } }}>
                {translate('objectEdit_import_col_column')}
              </TableCell>
              <TableCell>{translate('objectEdit_import_col_message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((error, index) => (
              <TableRow key={`${error.row}-${error.column}-${index}`}>
                <TableCell sx={{ px: { xs: 1, sm: 2 } }}>{error.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', px: { xs: 1, sm: 2 } }}>
                  {error.column || translate('objectEdit_import_whole_row')}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {sorted.length > IMPORT_ERRORS_PER_PAGE && (
        <TablePagination
          component="div"
          count={sorted.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={IMPORT_ERRORS_PER_PAGE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(NAVIGATION[type])}
        />
      )}
    </div>
  );
}
