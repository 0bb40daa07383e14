import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MailTemplateRecord } from '../../../schema/api/communication';
import { FormSection, QueryContent, useProviderMutation, useProviderQuery } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import { isEmptyBody } from '../../../schema/mailTemplates';
import { MAIL_LANGUAGES, TEMPLATES_KEY, TEMPLATES_PATH } from './communicationModel';

/** The languages a template is written in, as short codes (DE, FR). */
function languagesOf(template: MailTemplateRecord): string {
  return MAIL_LANGUAGES.filter((language) => {
    const text = template.texts?.[language];
    return text && (text.subject.trim() !== '' || !isEmptyBody(text.body));
  })
    .map((language) => language.toUpperCase())
    .join(' · ');
}

function TemplateRows({
  templates,
  onDelete,
}: {
  templates: MailTemplateRecord[];
  onDelete: (template: MailTemplateRecord) => void;
}) {
  const translate = useTranslate();
  if (templates.length === 0) {
    return <Typography color="text.secondary">{translate('mail_settings_templates_empty')}</Typography>;
  }
  return (
    <List disablePadding aria-label={translate('mail_settings_templates_title')}>
      {templates.map((template) => {
        const deleteLabel = translate('mail_settings_template_delete_named', { title: template.title });
        return (
          <ListItem
            key={template.id}
            divider
            disablePadding
            secondaryAction={
              <Tooltip title={deleteLabel}>
                <IconButton edge="end" aria-label={deleteLabel} onClick={() => onDelete(template)}>
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemButton component={Link} to={`${TEMPLATES_PATH}/${template.id}`}>
              <ListItemText
                primary={template.title}
                secondary={translate('mail_settings_template_languages', {
                  languages: languagesOf(template) || '–',
                })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** Settings > communication > mail templates: the project's templates; create, open, delete. */
export function MailTemplateList() {
  const translate = useTranslate();
  const notify = useNotify();
  const query = useProviderQuery(TEMPLATES_KEY, (provider) => provider.getMailTemplates());
  const [deleting, setDeleting] = useState<MailTemplateRecord | null>(null);
  const deletion = useProviderMutation((provider, id: number) => provider.deleteMailTemplate(id), {
    invalidate: [TEMPLATES_KEY],
    onSuccess: () => {
      notify('mail_settings_template_deleted', { type: 'success' });
      setDeleting(null);
    },
  });
  const busy = deletion.isPending;
  const remove = () => {
    if (deleting && !busy) deletion.mutate(deleting.id);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="mail_settings_templates_title" intro="mail_settings_templates_intro" />
      <FormSection title="mail_settings_templates_section">
        <Box>
          <Button
            component={Link}
            to={`${TEMPLATES_PATH}/create`}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {translate('mail_settings_template_create')}
          </Button>
        </Box>
        <QueryContent query={query} loadingHeight={160}>
          {(reply) => <TemplateRows templates={reply.templates} onDelete={setDeleting} />}
        </QueryContent>
      </FormSection>
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title="mail_settings_template_delete_title"
        content="mail_settings_template_delete_content"
        translateOptions={{ title: deleting?.title ?? '' }}
        confirm="mail_settings_template_delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
