import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The heading of a settings page: its area, its title, one line of introduction. */
export function SettingsPageHeader({ title, intro }: { title: string; intro?: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {translate('settings_menu_label')}
      </Typography>
      <Typography variant="h5" component="h1">
        {translate(title)}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {translate(intro)}
        </Typography>
      )}
    </Stack>
  );
}
