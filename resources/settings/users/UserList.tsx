import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../../src/list';
import { USERS_LIST, USERS_PATH } from './userModel';

/** Settings > users: who works in the project; a row opens the user's form. */
export function UserList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const openDetail = useCallback((row: ListRow) => navigate(`${USERS_PATH}/${row.id}`), [navigate]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('users_title')}
      </Typography>
      <SchemaList
        {...USERS_LIST}
        onDetail={openDetail}
        actions={
          <Button
            component={Link}
            to={`${USERS_PATH}/create`}
            variant="contained"
            startIcon={<PersonAddOutlined />}
          >
            {translate('users_invite')}
          </Button>
        }
      />
    </Box>
  );
}
