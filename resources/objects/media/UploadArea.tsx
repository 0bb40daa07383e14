import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface UploadAreaProps {
  /** label key of the pick button */
  pickLabel: string;
  /** the hint in the drop zone (translated) */
  hint: string;
  /** the count against the limit, e.g. "3 von 20 Bildern" (translated) */
  count?: string;
  /** file extensions the picker offers (without dot) */
  types?: readonly string[];
  multiple?: boolean;
  /** no picking: the limit is reached, or the modal is busy */
  disabled?: boolean;
  /** upload progress in percent; null while nothing is sent */
  progress: number | null;
  /** the last upload's messages (refused files, files beyond the limit) */
  messages: readonly string[];
  onFiles: (files: File[]) => void;
  /** what the files are dropped onto (the modal's list) */
  children?: ReactNode;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The upload part of a media modal: a pick button (keyboard) and a drop zone around the list
 * (pointer), the count against the limit, the progress of the running upload and the messages
 * of the last one.
 */
export function UploadArea({
  pickLabel,
  hint,
  count,
  types,
  multiple = true,
  disabled = false,
  progress,
  messages,
  onFiles,
  children,
}: UploadAreaProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const countId = useId();
  const [over, setOver] = useState(false);
  const accept = types?.map((type) => `.${type.replace(/^\./, '')}`).join(',');
  const busy = progress !== null;

  const drop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!disabled && !busy) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          disabled={disabled || busy}
          onClick={() => picker.current?.click()}
          aria-describedby={count ? countId : undefined}
        >
          {translate(pickLabel)}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          tabIndex={-1}
          multiple={multiple}
          accept={accept}
          aria-label={translate(pickLabel)}
          data-testid="upload-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        {count && (
          <Typography id={countId} variant="body2" sx={{ fontWeight: 600 }}>
            {count}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
          {hint}
        </Typography>
      </Box>
      {busy && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('objectEdit_uploading')}
        />
      )}
      {messages.map((message, index) => (
        <Alert key={`${index}-${message}`} severity="error">
          {message}
        </Alert>
      ))}
      {children}
    </Box>
  );
}
