import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BulkOption, BulkResult, BulkRowResult } from '../../schema/api/tableData';
import type { ListMeta } from '../../schema/listPaths';
import { BulkResultDialog } from './BulkResultDialog';
import { bulkPlan, type Selection } from './selection';
import { isBulkResult, type BulkPromptProps, type ListDataProvider, type ListRow } from './types';
import { useNotifyError } from './useNotifyError';

/** Bulk actions that change or remove rows for good and are confirmed first. */
export const DESTRUCTIVE_BULK_ACTIONS: readonly string[] = ['delete', 'deactivate'];

export interface BulkBarProps {
  resource: string;
  /** with the resource, names the list whose path the actions are posted to */
  meta: ListMeta;
  options: readonly BulkOption[];
  selection: Selection;
  /** the list's sort, sent with downloads so the file is in the same order */
  sort: string;
  rowLabel: (row: ListRow) => string;
  onClearSelection: () => void;
  /** a bulk action changed rows: clear the selection, reload the list and its counts */
  onDone: () => void;
  /** option value -> a dialog asking what the action needs before it runs (instead of the confirmation) */
  prompts?: Readonly<Record<string, ComponentType<BulkPromptProps>>>;
}

/** The bulk-action bar: pick an action, see which picked rows it skips and why, run it, see the result. */
export function BulkBar({
  resource,
  meta,
  options,
  selection,
  sort,
  rowLabel,
  onClearSelection,
  onDone,
  prompts,
}: BulkBarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<ListDataProvider>();
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState<BulkOption | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [labels, setLabels] = useState<ReadonlyMap<number, string>>(new Map());
  const [notSent, setNotSent] = useState<BulkRowResult[]>([]);

  const option = options.find((o) => o.value === value);
  const plan = useMemo(() => bulkPlan(option, selection), [option, selection]);
  if (options.length === 0) return null;

  const Prompt = option ? prompts?.[option.value] : undefined;

  const run = async (more: Record<string, unknown> = {}) => {
    if (!option || !plan.runnable) return;
    setConfirming(false);
    setRunning(option);
    setLabels(new Map([...selection.values()].map((row) => [row.id, rowLabel(row)])));
    setNotSent(plan.excluded.map(({ row, reason }) => ({ id: row.id, status: 'skipped', message: reason })));
    try {
      const extra = option.download && sort ? { sort } : {};
      const reply = await dataProvider.bulkAction(
        resource,
        { bulkAction: option.value, targets: plan.targets, download: option.download, ...extra, ...more },
        meta,
      );
      if (isBulkResult(reply)) {
        setResult(reply);
        setValue('');
        onDone();
      } else {
        notify('list_download_done', { type: 'success', messageArgs: { name: reply.downloaded } });
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(null);
    }
  };

  const start = () => {
    if (option && (Prompt || DESTRUCTIVE_BULK_ACTIONS.includes(option.value))) setConfirming(true);
    else void run();
  };

  return (
    <Box
      component="section"
      aria-label={translate('list_bulk_actions')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: selection.size > 0 ? 'action.selected' : 'transparent',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" role="status">
          {translate('list_selected_count', { smart_count: selection.size, count: selection.size })}
        </Typography>
        {selection.size > 0 && (
          <Button size="small" onClick={onClearSelection}>
            {translate('list_clear_selection')}
          </Button>
        )}
        <TextField
          select
          size="small"
          variant="outlined"
          margin="none"
          fullWidth={false}
          label={translate('list_bulk_action')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value} disabled={!o.standalone && selection.size === 0}>
              {o.displayName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="small"
          disabled={!plan.runnable || running !== null}
          onClick={start}
          startIcon={running ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(option?.download ? 'list_bulk_download' : 'list_bulk_run')}
        </Button>
      </Box>
      {option && !option.standalone && selection.size === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('list_bulk_needs_selection')}
        </Typography>
      )}
      {plan.excluded.length > 0 && (
        <Alert severity="info">
          {translate('list_bulk_excluded', {
            smart_count: plan.excluded.length,
            count: plan.excluded.length,
          })}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {plan.excluded.map(({ row, reason }) => (
              <li key={row.id}>
                {rowLabel(row)}: {reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {running?.download && (
        <Box role="status">
          <Typography variant="body2">{translate('list_download_running')}</Typography>
          <LinearProgress />
        </Box>
      )}
      {Prompt && option && confirming && (
        // a prompt may load its code when chosen (a lazy component): it shows once loaded
        <Suspense fallback={null}>
          <Prompt
            option={option}
            count={plan.targets.length}
            ids={plan.targets}
            rows={plan.targets.flatMap((id) => selection.get(id) ?? [])}
            onConfirm={(more) => void run(more)}
            onClose={() => setConfirming(false)}
            onDone={() => {
              setValue('');
              onDone();
            }}
          />
        </Suspense>
      )}
      <Confirm
        isOpen={confirming && !Prompt}
        title="list_bulk_confirm_title"
        content="list_bulk_confirm_text"
        translateOptions={{
          action: option?.displayName ?? '',
          count: plan.targets.length,
          smart_count: plan.targets.length,
        }}
        confirmColor="warning"
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
      <BulkResultDialog result={result} notSent={notSent} labels={labels} onClose={() => setResult(null)} />
    </Box>
  );
}
