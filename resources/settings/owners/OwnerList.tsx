import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../../src/list';
import { OWNERS_LIST, OWNERS_PATH } from './ownerModel';

/** Settings > owners: the owners of the project's objects and buildings; a row opens their form. */
export function OwnerList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const openDetail = useCallback((row: ListRow) => navigate(`${OWNERS_PATH}/${row.id}`), [navigate]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('owners_title')}
      </Typography>
      <SchemaList
        {...OWNERS_LIST}
        onDetail={openDetail}
        actions={
          <Button
            component={Link}
            to={`${OWNERS_PATH}/create`}
            variant="contained"
            startIcon={<PersonAddOutlined />}
          >
            {translate('owners_create')}
          </Button>
        }
      />
    </Box>
  );
}
