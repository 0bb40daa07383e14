import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { ContractForm } from './ContractForm';

/**
 * `create-contract/{id}` (digital contract): the rental agreement of tenant {id}, its terms on one
 * page; saving leads back to the tenant, where it is previewed and sent.
 */
export function CreateContractPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const tenantId = Number(id);
  const query = useProviderQuery(['tenant', tenantId, 'contract-info'], (provider) =>
    provider.getContractInfo(tenantId),
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Button component={Link} to={`/tenant/${tenantId}`} startIcon={<ArrowBack />}>
          {translate('contract_back')}
        </Button>
      </Box>
      <QueryContent query={query}>
        {(info) => (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
              {translate('contract_page_title', { name: info.name })}
            </Typography>
            <ContractForm info={info} onSaved={() => navigate(`/tenant/${tenantId}`)} />
          </Paper>
        )}
      </QueryContent>
    </Box>
  );
}
