import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../../src/list';
import { TEAMS_LIST, TEAMS_PATH } from './teamModel';

/** Settings > teams: the teams serving the project; a row opens the team's form. */
export function TeamList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const openDetail = useCallback((row: ListRow) => navigate(`${TEAMS_PATH}/${row.id}`), [navigate]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('teams_title')}
      </Typography>
      <SchemaList
        {...TEAMS_LIST}
        onDetail={openDetail}
        actions={
          <Button
            component={Link}
            to={`${TEAMS_PATH}/create`}
            variant="contained"
            startIcon={<GroupAddOutlined />}
          >
            {translate('teams_create')}
          </Button>
        }
      />
    </Box>
  );
}
