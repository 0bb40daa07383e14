import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { TableNotices } from '../../schema/api/tableData';
import { formatDateTime } from '../../schema/dates';

/**
 * A list's optional notices (spec 1 section 3), above its rows: for the applicants of one object,
 * its latest draw for a viewing and the coming viewings, then what each recent draw did.
 */
export function ListNotices({ table }: { table: TableNotices }) {
  const translate = useTranslate();
  const draw = table.randomPeopleViewing;
  const messages = table.randomApplicantsViewingMessages ?? [];
  if (!draw && messages.length === 0) return null;
  return (
    <Alert severity="info" role="status">
      {draw && (
        <AlertTitle>
          {translate('list_notice_draw', {
            date: formatDateTime(draw.date),
            smart_count: draw.appointments,
          })}
        </AlertTitle>
      )}
      {messages.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
