import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { OptionItem } from '../../../schema/api/tableData';
import { readRuleMessage } from '../../../schema/rules';
import type { DocumentRow } from './documentModel';

const KB = 1024;

export interface DocumentRowsProps {
  rows: readonly DocumentRow[];
  choices: readonly OptionItem[];
  /** message keys by row index (the category rule, the server's field errors) */
  errors: Readonly<Record<number, string>>;
  disabled?: boolean;
  onCategory: (url: string, category: string | null) => void;
  onRemove: (url: string) => void;
}

/** The documents of the modal: name and size, a category (the server's choices), remove. */
export function DocumentRows({
  rows,
  choices,
  errors,
  disabled = false,
  onCategory,
  onRemove,
}: DocumentRowsProps) {
  const translate = useTranslate();
  const size = (bytes: number) =>
    bytes >= KB * KB
      ? translate('objectEdit_size_mb', { value: (bytes / KB / KB).toFixed(1) })
      : translate('objectEdit_size_kb', { value: Math.max(1, Math.round(bytes / KB)) });
  const message = (raw: string) => {
    const { key, params } = readRuleMessage(raw);
    return translate(key, { _: translate('objectEdit_documents_row_invalid'), ...params });
  };

  return (
    <Box
      component="ul"
      aria-label={translate('objectEdit_documents_list')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row, index) => {
        const error = errors[index];
        return (
          <Box
            component="li"
            key={row.url}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 260px auto' },
              p: 1,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <InsertDriveFileOutlined color="action" />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {size(row.size)}
                </Typography>
              </Box>
            </Box>
            <TextField
              select
              size="small"
              label={translate('objectEdit_documents_category')}
              value={row.category ?? ''}
              disabled={disabled}
              error={Boolean(error)}
              helperText={error ? message(error) : undefined}
              onChange={(event) => onCategory(row.url, event.target.value || null)}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: {
                  'aria-label': translate('objectEdit_documents_category_of', { name: row.name }),
                },
              }}
            >
              <option value="">{translate('objectEdit_documents_choose')}</option>
              {choices.map((choice) => (
                <option key={String(choice.value)} value={String(choice.value)}>
                  {choice.displayName}
                </option>
              ))}
            </TextField>
            <IconButton
              onClick={() => onRemove(row.url)}
              disabled={disabled}
              aria-label={translate('objectEdit_documents_remove', { name: row.name })}
              sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
