import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { statusOf } from '../../../dataProvider';
import type { FormSettingsReply } from '../../../schema/api/applicationForms';
import {
  dataOf,
  fieldErrorsOf,
  QueryContent,
  useProviderMutation,
  useProviderQuery,
} from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import {
  addField,
  addSection,
  changeField,
  changeSection,
  checkDraft,
  definitionOf,
  draftOf,
  dropField,
  fieldName,
  moveField,
  moveSection,
  removeField,
  removeSection,
  type Draft,
} from './formBuilderModel';
import { FormPreview } from './FormPreview';
import { SectionEditor, type SectionActions } from './SectionEditor';

export const FORM_SETTINGS_KEY = ['settings', 'form-settings'] as const;

/** The server's field errors of a refused definition, by the builder's paths (`sections.0.fields.2.key`). */
const serverErrorsOf = (error: unknown) => fieldErrorsOf(error, (path) => path.replace(/^definition\./, ''));

function Builder({ settings, onReload }: { settings: FormSettingsReply; onReload: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.definition));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [stale, setStale] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<{ section: number; index: number } | null>(null);
  const refocus = useRef<string | null>(null);
  // the preview needs the checked definition; editing does not check on every key
  const checked = useMemo(() => (tab === 'preview' ? checkDraft(draft) : null), [tab, draft]);

  useEffect(() => {
    if (!refocus.current) return;
    const refocusTarget = refocus.current;
    refocus.current = null;
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${refocusTarget}"]`);
    // at the end it cannot pass the button is disabled: the other direction's keeps the focus
    const other = document.querySelector<HTMLButtonElement>(
      `[data-move="${refocusTarget.replace(/-(up|down)$/, (_, d: string) => (d === 'up' ? '-down' : '-up'))}"]`,
    );
    (button && !button.disabled ? button : other)?.focus();
  }, [draft]);

  const change = (next: Draft) => {
    setDraft(next);
    if (Object.keys(errors).length > 0) {
      const again = checkDraft(next);
      setErrors(again.ok ? {} : again.errors);
    }
  };

  /** where a field ends up after a move: its new place, announced for screen readers */
  const announceField = (next: Draft, uid: string) => {
    for (const section of next.sections) {
      const position = section.fields.findIndex((field) => field.uid === uid);
      const field = section.fields[position];
      if (!field) continue;
      setAnnouncement(
        translate('form_builder_moved', {
          name: fieldName(field),
          position: position + 1,
          section: section.title.de || section.key,
        }),
      );
    }
  };

  const actionsFor = (s: number): SectionActions => ({
    changeSection: (part) => change(changeSection(draft, s, part)),
    removeSection: () => change(removeSection(draft, s)),
    moveSection: (direction) => {
      const section = draft.sections[s]!;
      refocus.current = `${section.uid}-${direction < 0 ? 'up' : 'down'}`;
      const next = moveSection(draft, s, s + direction);
      change(next);
      setAnnouncement(
        translate('form_builder_section_moved', {
          name: section.title.de || section.key,
          position: s + direction + 1,
        }),
      );
    },
    addField: () => change(addField(draft, s)),
    changeField: (index, part) => change(changeField(draft, s, index, part)),
    removeField: (index) => change(removeField(draft, s, index)),
    moveField: (index, direction) => {
      const field = draft.sections[s]!.fields[index]!;
      refocus.current = `${field.uid}-${direction < 0 ? 'up' : 'down'}`;
      const next = moveField(draft, s, index, direction);
      change(next);
      announceField(next, field.uid);
    },
    dragField: (index) => {
      dragged.current = index === null ? null : { section: s, index };
    },
    dropField: (index) => {
      const from = dragged.current;
      dragged.current = null;
      if (!from) return;
      const field = draft.sections[from.section]?.fields[from.index];
      const next = dropField(draft, from, { section: s, index });
      change(next);
      if (field) announceField(next, field.uid);
    },
  });

  const saveDefinition = useProviderMutation(
    async (provider, next: Draft) =>
      dataOf(await provider.saveFormSettings({ version: settings.version, definition: definitionOf(next) })),
    {
      onSuccess: (saved) => {
        queryClient.setQueryData(FORM_SETTINGS_KEY, saved);
        setErrors({});
        notify('form_builder_saved', { type: 'success', messageArgs: { version: saved.version } });
      },
      // a conflict offers to reload; a refused definition shows its errors on the builder's fields
      onError: (error) => {
        const status = statusOf(error);
        if (status === 409) setStale(true);
        else if (status === 400 && Object.keys(serverErrorsOf(error)).length > 0) {
          setErrors(serverErrorsOf(error));
          setTab('edit');
          notify('form_builder_invalid', { type: 'error' });
        } else return false;
        return true;
      },
    },
  );
  const saving = saveDefinition.isPending;

  const save = async () => {
    const result = checkDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setTab('edit');
      notify('form_builder_invalid', { type: 'error' });
      return;
    }
    await saveDefinition.run(draft);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Tabs
          value={tab}
          onChange={(_, value: 'edit' | 'preview') => setTab(value)}
          aria-label={translate('form_builder_title')}
        >
          <Tab
            value="edit"
            label={translate('form_builder_edit')}
            id="form-builder-tab-edit"
            aria-controls="form-builder-panel"
          />
          <Tab
            value="preview"
            label={translate('form_builder_preview')}
            id="form-builder-tab-preview"
            aria-controls="form-builder-panel"
          />
        </Tabs>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate('form_builder_version_now', { version: settings.version })}
        </Typography>
        <Button variant="contained" onClick={() => void save()} loading={saving} disabled={stale}>
          {translate('form_builder_save')}
        </Button>
      </Box>
      {stale && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void onReload()}>
              {translate('form_builder_reload')}
            </Button>
          }
        >
          {translate('form_builder_conflict')}
        </Alert>
      )}
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announcement}
      </Box>
      <Box id="form-builder-panel" role="tabpanel" aria-labelledby={`form-builder-tab-${tab}`}>
        {tab === 'edit' ? (
          <Stack spacing={2}>
            {errors.sections && (
              <Alert severity="error">
                {translate(errors.sections, { _: translate('form_builder_invalid') })}
              </Alert>
            )}
            {draft.sections.map((section, s) => (
              <SectionEditor
                key={section.uid}
                section={section}
                index={s}
                count={draft.sections.length}
                errors={errors}
                actions={actionsFor(s)}
              />
            ))}
            <Box>
              <Button
                variant="outlined"
                startIcon={<AddOutlined />}
                onClick={() => change(addSection(draft))}
              >
                {translate('form_builder_add_section')}
              </Button>
            </Box>
          </Stack>
        ) : checked?.ok ? (
          <FormPreview definition={checked.definition} />
        ) : (
          <Alert severity="info">{translate('form_builder_preview_invalid')}</Alert>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Settings > form settings > forms: the application form's builder. Sections and fields of the 15
 * types with their texts in four languages, moved by drag or by the up and down buttons, checked
 * by the same schema as the server, previewed as the applicant sees it; saving makes a new version
 * (applications already made keep theirs), and a version saved meanwhile by someone else is 409.
 */
export function FormBuilderPage() {
  const query = useProviderQuery(FORM_SETTINGS_KEY, (provider) => provider.getFormSettings());
  const [round, setRound] = useState(0);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, width: '100%' }}>
      <SettingsPageHeader title="form_builder_title" intro="form_builder_intro" />
      <QueryContent query={query} loadingHeight={420}>
        {(settings) => (
          <Builder
            key={`${settings.formId}-${round}`}
            settings={settings}
            onReload={async () => {
              await query.refetch();
              setRound((value) => value + 1);
            }}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
