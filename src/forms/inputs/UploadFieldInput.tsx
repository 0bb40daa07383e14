import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { errorNotifications, isCanceled, uploadFiles, uploadNotifications } from '../../../dataProvider';
import type { UploadedFile } from '../../../dataProvider/upload';
import { Thumbnail } from '../../media/Thumbnail';
import type { SpecOf } from '../fieldSpec';
import { usePendingUploads } from '../pendingUploads';
import { useProjectSettings } from '../useProjectSettings';

type UploadKind = 'image' | 'file';

const TEXTS: Record<UploadKind, { choose: string; drop: string }> = {
  image: { choose: 'forms_upload_choose_images', drop: 'forms_upload_drop_images' },
  file: { choose: 'forms_upload_choose_files', drop: 'forms_upload_drop_files' },
};

const asFiles = (value: unknown, multiple: boolean): UploadedFile[] => {
  if (multiple) return Array.isArray(value) ? (value as UploadedFile[]) : [];
  return value && typeof value === 'object' ? [value as UploadedFile] : [];
};

/**
 * Files or images uploaded as soon as they are picked or dropped (dataProvider/upload.ts: the
 * project's types and size, names up to 200 characters), with progress; each refused file is named
 * with its reason. The form's value is what the server answered (`{url, name, size, key}`; a list,
 * or one file when `multiple` is false). While an upload runs, the form is not saved. Several
 * images keep an order (the first is the main image): each moves up or down with its name.
 */
export function UploadFieldInput({ spec }: { spec: SpecOf<UploadKind> }) {
  const translate = useTranslate();
  const project = useProjectSettings();
  const pending = usePendingUploads();
  const { getValues } = useFormContext();
  const multiple = spec.multiple ?? true;
  const { id, field, fieldState, isRequired } = useInput({
    source: spec.source,
    defaultValue: multiple ? [] : null,
    disabled: spec.disabled,
  });
  const files = asFiles(field.value, multiple);
  const max = multiple ? spec.max : 1;
  const [progress, setProgress] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusAfterMove = useRef<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const helperId = useId();
  useEffect(() => () => running.current?.abort(), []);
  // the moved image keeps the focus (on the other button when it reached an end)
  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key) return;
    focusAfterMove.current = null;
    const [url, direction] = key.split('|');
    const own = moveButtons.current.get(key);
    const other = moveButtons.current.get(`${url}|${direction === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  }, [field.value]);

  const projectTypes = spec.kind === 'image' ? project?.allowedImageTypes : project?.allowedFileTypes;
  const only = spec.types;
  const types =
    only && projectTypes
      ? projectTypes.filter((type) => only.includes(type.replace(/^\./, '').toLowerCase()))
      : only
        ? [...only]
        : projectTypes;
  const rules = project && types ? { allowedFileTypes: types, maxFileSize: project.maxFileSize } : undefined;
  const accept = types?.map((type) => `.${type.replace(/^\./, '')}`).join(',');
  const busy = progress !== null;
  const full = max !== undefined && multiple && files.length >= max;
  const disabled = spec.disabled || spec.readOnly || busy || full;

  const upload = async (picked: File[]) => {
    if (busy || picked.length === 0) return;
    const room = max === undefined ? picked.length : Math.max(0, max - files.length);
    const messages: string[] = [];
    if (picked.length > room) messages.push(translate('forms_upload_too_many', { max: max ?? 0 }));
    const taken = picked.slice(0, room);
    if (taken.length === 0) {
      setRefusals(messages);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    pending.begin();
    try {
      const result = await uploadFiles(taken, setProgress, controller.signal, rules);
      messages.push(...uploadNotifications(result, translate).map((notice) => notice.message));
      if (result.uploaded.length > 0) {
        const current = asFiles(getValues(spec.source), multiple);
        field.onChange(multiple ? [...current, ...result.uploaded] : result.uploaded[0]);
      }
    } catch (error) {
      if (!isCanceled(error)) messages.push(...errorNotifications(error, translate).map((n) => n.message));
    } finally {
      pending.end();
      running.current = null;
      setProgress(null);
      setRefusals(messages);
    }
  };

  const orderable = spec.kind === 'image' && multiple;
  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    const file = files[index];
    if (!file || target < 0 || target >= files.length) return;
    const next = [...files];
    next.splice(index, 1);
    next.splice(target, 0, file);
    focusAfterMove.current = `${file.url}|${step < 0 ? 'up' : 'down'}`;
    field.onChange(next);
    field.onBlur();
    setAnnouncement(
      translate('forms_upload_moved', { name: file.name, position: target + 1, count: files.length }),
    );
  };

  const remove = (index: number) => {
    field.onChange(multiple ? files.filter((_, at) => at !== index) : null);
    field.onBlur();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) void upload([...event.dataTransfer.files]);
  };
  const label = translate(spec.label);

  return (
    <FormControl fullWidth error={fieldState.invalid} component="fieldset" sx={{ gap: 1, my: 1 }}>
      <FormLabel component="legend" required={isRequired || spec.required}>
        {label}
      </FormLabel>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate(TEXTS[spec.kind].drop)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          disabled={disabled}
          onClick={() => picker.current?.click()}
          aria-describedby={helperId}
        >
          {translate(TEXTS[spec.kind].choose)}
        </Button>
        <input
          ref={(element) => {
            picker.current = element;
            field.ref(element);
          }}
          id={id}
          type="file"
          hidden
          tabIndex={-1}
          multiple={multiple}
          accept={accept}
          aria-label={label}
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        {max !== undefined && multiple && (
          <Typography variant="caption" color="text.secondary">
            {translate('forms_upload_count', { count: files.length, max })}
          </Typography>
        )}
      </Box>
      {busy && (
        <LinearProgress variant="determinate" value={progress} aria-label={translate('forms_uploading')} />
      )}
      {refusals.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {files.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {files.map((file, index) => (
            <Box
              component="li"
              // by its file, so that a moved image keeps its preview
              key={
                files.findIndex((other) => other.url === file.url) === index
                  ? file.url
                  : `${file.url}-${index}`
              }
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              {spec.kind === 'image' ? (
                <Box sx={{ width: 64, flexShrink: 0 }}>
                  <Thumbnail url={file.url} alt={file.name} />
                </Box>
              ) : (
                <InsertDriveFileOutlined color="action" />
              )}
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              {orderable && index === 0 && (
                <Chip label={translate('forms_upload_main_image')} size="small" color="primary" />
              )}
              {orderable &&
                (['up', 'down'] as const).map((direction) => (
                  <IconButton
                    key={direction}
                    size="small"
                    ref={(element) => {
                      moveButtons.current.set(`${file.url}|${direction}`, element);
                    }}
                    onClick={() => move(index, direction === 'up' ? -1 : 1)}
                    disabled={
                      busy ||
                      spec.disabled ||
                      spec.readOnly ||
                      (direction === 'up' ? index === 0 : index === files.length - 1)
                    }
                    aria-label={translate(
                      direction === 'up' ? 'forms_upload_earlier' : 'forms_upload_later',
                      {
                        name: file.name,
                      },
                    )}
                  >
                    {direction === 'up' ? (
                      <ArrowUpward fontSize="small" />
                    ) : (
                      <ArrowDownward fontSize="small" />
                    )}
                  </IconButton>
                ))}
              <IconButton
                size="small"
                onClick={() => remove(index)}
                disabled={busy || spec.disabled || spec.readOnly}
                aria-label={translate('forms_upload_remove', { name: file.name })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      {orderable && (
        <Box aria-live="polite" role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      )}
      <FormHelperText id={helperId} component="div">
        <InputHelperText error={fieldState.error?.message} helperText={spec.helperText} />
      </FormHelperText>
    </FormControl>
  );
}
