import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { SchemaList, type ListRow } from '../../src/list';
import { recordPath, recordText } from './changelogModel';
import { useMarkChangelogSeen } from './useMarkSeen';

/** The record of a row: its name (or kind and number), a link to its page for kinds that have one. */
function RecordCell({ row }: { row: ListRow }) {
  const entity = typeof row._entity === 'string' ? row._entity : '';
  const id = typeof row._entity_id === 'string' ? row._entity_id : '';
  const kind = typeof row._entity_label === 'string' ? row._entity_label : entity;
  const name = recordText(typeof row.record_name === 'string' ? row.record_name : null, kind, id);
  // a removal's row links nowhere: the record is gone
  const path = row._action === 'delete' ? null : recordPath(entity, id);
  return path ? (
    <MuiLink component={Link} to={path} onClick={(event) => event.stopPropagation()}>
      {name}
    </MuiLink>
  ) : (
    name
  );
}

const CELLS = { record_name: (row: ListRow) => <RecordCell row={row} /> };

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
      <SchemaList resource="changelog" onDetail={openDetail} cells={CELLS} />
    </Box>
  );
}
