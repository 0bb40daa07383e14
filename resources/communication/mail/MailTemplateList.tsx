import AddOutlined from '@mui/icons-material/AddOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../schema/api/common';
import type { DialogTemplate } from '../../../schema/api/communication';
import { withSampleValues } from '../../../schema/mailPlaceholders';
import { plainText } from './mailDialogModel';

export interface MailTemplateListProps {
  /** the recipients' language: the subjects are shown with sample values in it */
  language: Language;
  templates: readonly DialogTemplate[];
  newTemplate: DialogTemplate;
  onPick: (template: DialogTemplate) => void;
}

/**
 * The dialog's first step: compose a new mail, or start from one of the project's templates (each
 * subject as it will read, its placeholders filled with sample values).
 */
export function MailTemplateList({ language, templates, newTemplate, onPick }: MailTemplateListProps) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="mail-dialog-templates-heading">
      <Typography id="mail-dialog-templates-heading" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('mail_dialog_templates_heading')}
      </Typography>
      <List dense disablePadding aria-labelledby="mail-dialog-templates-heading">
        <ListItem disablePadding divider>
          <ListItemButton onClick={() => onPick(newTemplate)}>
            <ListItemIcon>
              <AddOutlined />
            </ListItemIcon>
            <ListItemText primary={translate('mail_dialog_compose_new')} />
          </ListItemButton>
        </ListItem>
        {templates.map((template) => (
          <ListItem key={template.id} disablePadding divider>
            <ListItemButton onClick={() => onPick(template)}>
              <ListItemIcon>
                <MailOutline />
              </ListItemIcon>
              <ListItemText
                primary={template.title}
                secondary={withSampleValues(
                  template.subject || plainText(template.body).slice(0, 120),
                  language,
                )}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {templates.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('mail_dialog_no_templates')}
        </Typography>
      )}
    </Box>
  );
}
