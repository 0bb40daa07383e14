import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DepositProviderRecord } from '../../../schema/api/contractSettings';
import { FormSection, QueryContent, useProviderQuery } from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';
import { DEPOSIT_PROVIDERS_KEY, DEPOSIT_PROVIDERS_PATH } from './contractModel';

function ProviderRows({ providers }: { providers: DepositProviderRecord[] }) {
  const translate = useTranslate();
  if (providers.length === 0) {
    return <Typography color="text.secondary">{translate('deposit_providers_empty')}</Typography>;
  }
  return (
    <List disablePadding aria-label={translate('deposit_providers_title')}>
      {providers.map((provider) => (
        <ListItem key={provider.id} divider disablePadding>
          <ListItemButton component={Link} to={`${DEPOSIT_PROVIDERS_PATH}/${provider.id}`}>
            <ListItemText
              primary={provider.name}
              secondary={[provider.contact, provider.email].filter(Boolean).join(' · ')}
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Settings > software interfaces > deposit providers: the guarantee providers; create, open. */
export function DepositProviderList() {
  const translate = useTranslate();
  const query = useProviderQuery(DEPOSIT_PROVIDERS_KEY, (provider) => provider.getDepositProviders());
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="deposit_providers_title" intro="deposit_providers_intro" />
      <FormSection title="deposit_providers_section">
        <Box>
          <Button
            component={Link}
            to={`${DEPOSIT_PROVIDERS_PATH}/create`}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {translate('deposit_providers_create')}
          </Button>
        </Box>
        <QueryContent query={query} loadingHeight={160}>
          {(reply) => <ProviderRows providers={reply.providers} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
