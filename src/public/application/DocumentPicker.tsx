import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { checkUploadFiles } from '../../../dataProvider';

/** A file listed under a documents field: picked (not sent yet) or stored. */
export interface ListedFile {
  key: string;
  name: string;
  /** picked files can be removed before sending */
  removable: boolean;
}

export interface DocumentPickerProps {
  label: string;
  help?: string;
  required?: boolean;
  files: readonly ListedFile[];
  /** the files the applicant picked (names over 200 characters already refused) */
  onPick: (files: File[]) => void;
  onRemove?: (key: string) => void;
  /** the field's error, shown under it */
  error?: string;
  /** percent of an upload under way */
  progress?: number | null;
  /** refusals of the last pick or upload */
  refusals?: readonly string[];
  /** a line under the list (documents are sent after the form) */
  note?: ReactNode;
  disabled?: boolean;
}

/**
 * A documents field of the application form (ID, salary slips, debt-collection extract): a large
 * button opens the phone's file picker (camera or files); the picked or stored files are listed by
 * name, each removable while not sent; progress while uploading; the reason a file was refused.
 */
export function DocumentPicker({
  label,
  help,
  required,
  files,
  onPick,
  onRemove,
  error,
  progress = null,
  refusals = [],
  note,
  disabled,
}: DocumentPickerProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const inputId = useId();
  const [nameRefusals, setNameRefusals] = useState<string[]>([]);
  const busy = progress !== null;

  const pick = (picked: File[]) => {
    const { accepted, refused } = checkUploadFiles(picked);
    setNameRefusals(
      refused.map(
        (refusal) =>
          `${refusal.file_names.join(', ')}: ${translate(refusal.messageKey, { _: refusal.messageKey, ...refusal.params })}`,
      ),
    );
    if (accepted.length > 0) onPick(accepted);
  };

  return (
    <FormControl fullWidth error={Boolean(error)} component="fieldset" sx={{ gap: 1, my: 1 }}>
      <FormLabel component="legend" required={required}>
        {label}
      </FormLabel>
      <Box>
        <Button
          variant="outlined"
          size="large"
          startIcon={<AttachFileOutlined />}
          disabled={disabled || busy}
          onClick={() => picker.current?.click()}
          aria-describedby={helperId}
          sx={{ minHeight: 48 }}
        >
          {translate('application_form_documents_pick')}
        </Button>
        <input
          ref={picker}
          id={inputId}
          type="file"
          hidden
          tabIndex={-1}
          multiple
          aria-label={label}
          onChange={(event) => {
            pick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {busy && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('application_form_uploading_field', { name: label })}
        />
      )}
      {[...nameRefusals, ...refusals].map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {files.length > 0 && (
        <Stack component="ul" spacing={0.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {files.map((file) => (
            <Box
              component="li"
              key={file.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}
            >
              <InsertDriveFileOutlined color="action" />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              {file.removable && onRemove && (
                <IconButton
                  onClick={() => onRemove(file.key)}
                  disabled={busy}
                  aria-label={translate('application_form_document_remove', { name: file.name })}
                  sx={{ width: 44, height: 44 }}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <FormHelperText id={helperId} component="div">
        {error ?? help ?? ''}
        {note ? (
          <Box component="span" sx={{ display: 'block' }}>
            {note}
          </Box>
        ) : null}
      </FormHelperText>
    </FormControl>
  );
}
