import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TableColumn } from '../../schema/api/tableData';

/** The order with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export interface ColumnOrderDialogProps {
  open: boolean;
  columns: readonly TableColumn[];
  onClose: () => void;
  /**
   * saves the order (column keys, a hidden column's as `-key`, the server's setting); the dialog
   * closes when it resolves
   */
  onSave: (order: string[]) => Promise<void>;
}

/** The saved setting of columns in this order, each shown or hidden. */
export const columnSetting = (columns: readonly TableColumn[]): string[] =>
  columns.map((column) => (column.hidden ? `-${column.key}` : column.key));

/**
 * Reorders the list's columns with up/down buttons (or Alt+arrow keys on a row), and shows or
 * hides each but the fixed ones (the list's default leaves some out, so that it fits the screen).
 */
export function ColumnOrderDialog({ open, columns, onClose, onSave }: ColumnOrderDialogProps) {
  const translate = useTranslate();
  const [order, setOrder] = useState<TableColumn[]>([...columns]);
  const [saving, setSaving] = useState(false);
  const focusAfterMove = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  useEffect(() => {
    if (open) setOrder([...columns]);
  }, [open, columns]);

  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key) return;
    focusAfterMove.current = null;
    const [column, direction] = key.split('|');
    const own = buttons.current.get(key);
    const other = buttons.current.get(`${column}|${direction === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  }, [order]);

  const move = (index: number, step: -1 | 1) => {
    const column = order[index];
    if (!column) return;
    focusAfterMove.current = `${column.key}|${step < 0 ? 'up' : 'down'}`;
    setOrder((current) => moveItem(current, index, step));
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSave(columnSetting(order));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="column-order-title" fullWidth maxWidth="xs">
      <DialogTitle id="column-order-title">{translate('list_column_order_title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2">{translate('list_column_order_help')}</DialogContentText>
        <List dense aria-label={translate('list_column_order_title')}>
          {order.map((column, index) => (
            <ListItem
              key={column.key}
              tabIndex={0}
              onKeyDown={(event) => {
                if (!event.altKey) return;
                if (event.key === 'ArrowUp') move(index, -1);
                if (event.key === 'ArrowDown') move(index, 1);
              }}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    ref={(el) => void buttons.current.set(`${column.key}|up`, el)}
                    aria-label={translate('list_move_up', { name: column.title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    ref={(el) => void buttons.current.set(`${column.key}|down`, el)}
                    aria-label={translate('list_move_down', { name: column.title })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={!column.hidden}
                  disabled={column.fixed}
                  onChange={(event) => {
                    const hidden = !event.target.checked;
                    setOrder((current) => current.map((c) => (c.key === column.key ? { ...c, hidden } : c)));
                  }}
                  slotProps={{
                    input: { 'aria-label': translate('list_column_show', { name: column.title }) },
                  }}
                />
              </ListItemIcon>
              <ListItemText primary={`${index + 1}. ${column.title}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
