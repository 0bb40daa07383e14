import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../schema/dates';
import type { ChangelogEntryReply } from '../../schema/api/changelog';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { changeText, recordPath, recordText } from './changelogModel';

const valueCell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const;

/** The changed record: its kind and name, a link to its page while it exists. */
function RecordFact({ entry }: { entry: ChangelogEntryReply }) {
  const translate = useTranslate();
  const name = recordText(entry.record_name, entry.entity_label, entry.entity_id);
  const path = entry.record_exists ? recordPath(entry.entity, entry.entity_id) : null;
  return (
    <>
      {entry.record_name ? `${entry.entity_label}: ` : ''}
      {path ? (
        <MuiLink component={Link} to={path}>
          {name}
        </MuiLink>
      ) : (
        name
      )}
      {!entry.record_exists && entry.record_name ? ` (${translate('changelog_record_gone')})` : ''}
    </>
  );
}

function EntryFacts({ entry }: { entry: ChangelogEntryReply }) {
  const translate = useTranslate();
  const facts: Array<[string, ReactNode]> = [
    ['changelog_when', formatDateTime(entry.created_at)],
    ['changelog_who', entry.user_name || translate('changelog_system')],
    ['changelog_action', entry.action_label],
    ['changelog_record', <RecordFact key="record" entry={entry} />],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function EntryChanges({ entry }: { entry: ChangelogEntryReply }) {
  const translate = useTranslate();
  if (entry.changes.length === 0) return <Typography>{translate('changelog_no_values')}</Typography>;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={translate('changelog_values')}
        sx={{ tableLayout: 'fixed', minWidth: 480 }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '24%' }}>{translate('changelog_field')}</TableCell>
            <TableCell>{translate('changelog_before')}</TableCell>
            <TableCell>{translate('changelog_after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entry.changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row" sx={valueCell}>
                {change.label}
              </TableCell>
              <TableCell sx={valueCell}>{changeText(change, 'before')}</TableCell>
              <TableCell sx={valueCell}>{changeText(change, 'after')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** One changelog entry (/changelog-details/{id}): who, when, which record, each field before and after. */
export function ChangelogDetails() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useProviderQuery(['changelog', 'entry', id], (provider) => provider.getChangelogEntry(id));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Button component={Link} to="/changelog" startIcon={<ArrowBack />}>
          {translate('changelog_back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {translate('changelog_details_title')}
      </Typography>
      <QueryContent query={query}>
        {(entry) => (
          <>
            <EntryFacts entry={entry} />
            <EntryChanges entry={entry} />
          </>
        )}
      </QueryContent>
    </Box>
  );
}
