import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FIELD_TYPES } from '../../../schema/applicationForm';
import { FieldEditor, TextsInputs, useErrorText } from './FieldEditor';
import { fieldName, type DraftField, type DraftSection } from './formBuilderModel';

/** What a section's editor may do to the draft (the page holds it). */
export interface SectionActions {
  changeSection: (change: Partial<DraftSection>) => void;
  removeSection: () => void;
  moveSection: (direction: -1 | 1) => void;
  addField: () => void;
  changeField: (index: number, change: Partial<DraftField>) => void;
  removeField: (index: number) => void;
  moveField: (index: number, direction: -1 | 1) => void;
  /** a dragged field dropped on the place of `index` in this section */
  dropField: (index: number) => void;
  dragField: (index: number | null) => void;
}

/** A move button: named by the entry and the direction, disabled at the end it cannot pass. */
function MoveButton({
  label,
  direction,
  disabled,
  onMove,
  moveId,
}: {
  label: string;
  direction: -1 | 1;
  disabled: boolean;
  onMove: () => void;
  moveId: string;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onMove} data-move={moveId}>
          {direction < 0 ? <ArrowUpwardOutlined /> : <ArrowDownwardOutlined />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function FieldRow({
  field,
  index,
  count,
  path,
  errors,
  actions,
  first,
  last,
}: {
  field: DraftField;
  index: number;
  count: number;
  path: string;
  errors: Record<string, string>;
  actions: SectionActions;
  first: boolean;
  last: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [over, setOver] = useState(false);
  const name = fieldName(field);
  const hasError = Object.keys(errors).some((key) => key.startsWith(`${path}.`));
  const editorId = `${field.uid}-editor`;
  return (
    <Box
      component="li"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        actions.dropField(index);
      }}
      sx={{
        border: 1,
        borderColor: hasError ? 'error.main' : over ? 'primary.main' : 'divider',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Box
          draggable
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', field.uid);
            actions.dragField(index);
          }}
          onDragEnd={() => actions.dragField(null)}
          aria-hidden
          title={translate('form_builder_drag', { name })}
          sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary', p: 0.5 }}
        >
          <DragIndicatorOutlined />
        </Box>
        <Typography sx={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
          {field.required ? ' *' : ''}
        </Typography>
        <Chip size="small" label={translate(`form_builder_type_${FIELD_TYPES[field.type]}`)} />
        <Chip size="small" variant="outlined" label={translate(`form_builder_scope_${field.scope}`)} />
        <MoveButton
          label={translate('form_builder_move_up', { name })}
          direction={-1}
          disabled={first && index === 0}
          onMove={() => actions.moveField(index, -1)}
          moveId={`${field.uid}-up`}
        />
        <MoveButton
          label={translate('form_builder_move_down', { name })}
          direction={1}
          disabled={last && index === count - 1}
          onMove={() => actions.moveField(index, 1)}
          moveId={`${field.uid}-down`}
        />
        <IconButton
          aria-label={translate('form_builder_edit_field', { name })}
          aria-expanded={open}
          aria-controls={editorId}
          onClick={() => setOpen((value) => !value)}
          color={open ? 'primary' : 'default'}
        >
          <EditOutlined />
        </IconButton>
        <IconButton
          aria-label={translate('form_builder_remove_field', { name })}
          onClick={() => actions.removeField(index)}
        >
          <DeleteOutline />
        </IconButton>
      </Box>
      {(open || hasError) && (
        <Box id={editorId} sx={{ pb: 1 }}>
          <FieldEditor
            field={field}
            path={path}
            errors={errors}
            onChange={(change) => actions.changeField(index, change)}
          />
        </Box>
      )}
    </Box>
  );
}

/** A section of the form: its title in four languages, its key, its fields in order, moved and removed. */
export function SectionEditor({
  section,
  index,
  count,
  errors,
  actions,
}: {
  section: DraftSection;
  index: number;
  count: number;
  errors: Record<string, string>;
  actions: SectionActions;
}) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const path = `sections.${index}`;
  const name = section.title.de.trim() || section.key;
  const keyError = errorText(errors[`${path}.key`]);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('form_builder_section_named', { name })}
    >
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {translate('form_builder_section_named', { name })}
            </Typography>
            <MoveButton
              label={translate('form_builder_move_up', { name })}
              direction={-1}
              disabled={index === 0}
              onMove={() => actions.moveSection(-1)}
              moveId={`${section.uid}-up`}
            />
            <MoveButton
              label={translate('form_builder_move_down', { name })}
              direction={1}
              disabled={index === count - 1}
              onMove={() => actions.moveSection(1)}
              moveId={`${section.uid}-down`}
            />
            <IconButton
              aria-label={translate('form_builder_remove_section', { name })}
              onClick={actions.removeSection}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
          <TextsInputs
            label="form_builder_section_title"
            value={section.title}
            required
            errors={errors}
            path={`${path}.title`}
            onChange={(title) => actions.changeSection({ title })}
          />
          <TextField
            size="small"
            required
            label={translate('form_builder_field_key')}
            value={section.key}
            error={Boolean(keyError)}
            helperText={keyError}
            onChange={(event) => actions.changeSection({ key: event.target.value })}
            sx={{ maxWidth: 320 }}
          />
          <Stack
            component="ol"
            spacing={1}
            aria-label={translate('form_builder_fields')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {section.fields.map((field, at) => (
              <FieldRow
                key={field.uid}
                field={field}
                index={at}
                count={section.fields.length}
                path={`${path}.fields.${at}`}
                errors={errors}
                actions={actions}
                first={index === 0}
                last={index === count - 1}
              />
            ))}
          </Stack>
          <Box>
            <Button startIcon={<AddOutlined />} onClick={actions.addField}>
              {translate('form_builder_add_field')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
