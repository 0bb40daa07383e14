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
import type { DialogTemplate } from '../../../schema/api/communication';
import { plainText } from './mailDialogModel';

export interface MailTemplateListProps {
  templates: readonly DialogTemplate[];
  newTemplate: DialogTemplate;
  onPick: (template: DialogTemplate) => void;
}

/** The dialog's first step: compose a new mail, or start from one of the project's templates. */
export function MailTemplateList({ templates, newTemplate, onPick }: MailTemplateListProps) {
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
                secondary={template.subject || plainText(template.body).slice(0, 120)}
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
