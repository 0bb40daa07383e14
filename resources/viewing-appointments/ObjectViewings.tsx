import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ViewingSummary } from '../../schema/api/viewings';
import { formatDate } from '../../schema/dates';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { DrawDialog } from './DrawDialog';
import { ViewingFormDialog } from './ViewingFormDialog';
import { applicationViewingsKey, objectViewingsKey, VIEWING_INIT_KEY } from './viewingQueries';

/** One line of a viewing: when, where, how many booked; opens its page. */
function ViewingLine({ viewing, extra }: { viewing: ViewingSummary; extra?: string }) {
  const translate = useTranslate();
  const booked = viewing.counts.booked + viewing.counts.present;
  return (
    <ListItemButton component={Link} to={`/viewing-appointments/${viewing.id}`} dense>
      <ListItemText
        primary={translate('viewing_when', {
          date: formatDate(viewing.date),
          start: viewing.startTime,
          end: viewing.endTime,
        })}
        secondary={[
          viewing.place,
          translate('viewing_line_counts', { invited: viewing.counts.invited, booked }),
          translate(`viewing_state_${viewing.state}`),
          extra,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </ListItemButton>
  );
}

/** An object's coming viewings, with "Besichtigung erfassen" and "Auslosen" for who may change them. */
export function ObjectViewings({ objectId }: { objectId: number }) {
  const translate = useTranslate();
  const { canAccess: canRead } = useCanAccess({ resource: 'viewing-appointments', action: 'list' });
  const { canAccess: canWrite } = useCanAccess({ resource: 'viewing-appointments', action: 'edit' });
  const [open, setOpen] = useState<'create' | 'draw' | null>(null);
  const query = useProviderQuery(
    objectViewingsKey(objectId),
    (provider) => provider.getObjectViewings(objectId),
    canRead === true,
  );
  const init = useProviderQuery(VIEWING_INIT_KEY, (provider) => provider.getViewingInit(), canWrite === true);
  if (canRead !== true) return null;
  return (
    <Box component="section" aria-labelledby={`viewings-${objectId}`} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={`viewings-${objectId}`} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('viewing_object_heading')}
        </Typography>
        {canWrite === true ? (
          <>
            <Button variant="outlined" disabled={!init.data} onClick={() => setOpen('create')}>
              {translate('viewing_action_create')}
            </Button>
            <Button variant="outlined" onClick={() => setOpen('draw')}>
              {translate('viewing_action_draw')}
            </Button>
          </>
        ) : null}
      </Box>
      <QueryContent query={query}>
        {(viewings) =>
          viewings.length === 0 ? (
            <Typography variant="body2">{translate('viewing_object_none')}</Typography>
          ) : (
            <List dense disablePadding>
              {viewings.map((v) => (
                <ViewingLine key={v.id} viewing={v} />
              ))}
            </List>
          )
        }
      </QueryContent>
      {open === 'create' && init.data ? (
        <ViewingFormDialog objectId={objectId} today={init.data.today} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'draw' ? <DrawDialog objectId={objectId} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}

/** The viewings an application is invited to, with its part in each (the application's panel). */
export function ApplicationViewings({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'viewing-appointments', action: 'list' });
  const query = useProviderQuery(
    applicationViewingsKey(applicationId),
    (provider) => provider.getApplicationViewings(applicationId),
    canAccess === true,
  );
  if (canAccess !== true) return null;
  return (
    <QueryContent query={query}>
      {(viewings) =>
        viewings.length === 0 ? (
          <Typography variant="body2">{translate('viewing_application_none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('viewing_application_heading')}>
            {viewings.map((v) => (
              <ViewingLine
                key={v.id}
                viewing={v}
                extra={`${v.objectLabel ? `${v.objectLabel}: ` : ''}${translate(`viewing_participant_state_${v.participantState}`)}`}
              />
            ))}
          </List>
        )
      }
    </QueryContent>
  );
}
