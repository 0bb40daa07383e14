import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../src/list';
import { useMarkChangelogSeen } from './useMarkSeen';

/** The changelog: who changed what and when, newest first; a row opens its values before and after. */
export function ChangelogList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  useMarkChangelogSeen();
  const openDetail = useCallback((row: ListRow) => navigate(`/changelog-details/${row.id}`), [navigate]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('changelog_title')}
      </Typography>
      <SchemaList resource="changelog" onDetail={openDetail} />
    </Box>
  );
}
