import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import type { BulkResult, BulkRowResult } from '../../schema/api/tableData';

const STATUS_COLORS: Readonly<Record<BulkRowResult['status'], ChipProps['color']>> = {
  done: 'success',
  skipped: 'warning',
  not_found: 'default',
};

const STATUS_LABELS: Readonly<Record<BulkRowResult['status'], string>> = {
  done: 'list_bulk_status_done',
  skipped: 'list_bulk_status_skipped',
  not_found: 'list_bulk_status_not_found',
};

/** What a bulk action did to each row, with the server's messages. */
export function BulkResultDialog({
  result,
  notSent,
  labels,
  onClose,
}: {
  result: BulkResult | null;
  /** picked rows the action was not sent for, with the reason */
  notSent: readonly BulkRowResult[];
  /** row id -> how the list named that row */
  labels: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby="bulk-result-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="bulk-result-title">{translate('list_bulk_result_title')}</DialogTitle>
      {result && (
        <DialogContent dividers>
          {result.notify.map((n, index) => (
            <Alert key={index} severity={n.type} sx={{ mb: 1 }}>
              <strong>{n.title}</strong> {n.text}
            </Alert>
          ))}
          {result.notify.length === 0 && (
            <Alert severity={result.skipped === 0 ? 'success' : 'warning'} sx={{ mb: 1 }}>
              {translate('list_bulk_summary', {
                done: result.done,
                skipped: result.skipped,
                total: result.results.length,
              })}
            </Alert>
          )}
          <List dense aria-label={translate('list_bulk_rows')}>
            {[...result.results, ...notSent].map((row) => (
              <ListItem key={row.id} disableGutters>
                <Chip
                  size="small"
                  label={translate(STATUS_LABELS[row.status])}
                  color={STATUS_COLORS[row.status]}
                  sx={{ mr: 1, minWidth: 96 }}
                />
                <ListItemText primary={labels.get(row.id) ?? `#${row.id}`} secondary={row.message} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('list_close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
