import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../schema/dates';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { DetailList, PanelSection } from './DetailList';
import { BackToApplication, useApplicationPanels } from './panels';
import { StarRating } from './StarRating';

/**
 * ApplicationOfferDeclined (spec 1 section 2): the declined (or expired) offer and the next ranked
 * candidates for that object, each opening its application.
 */
export function ApplicationOfferDeclinedPanel({ id, name }: { id: number; name?: string }) {
  const translate = useTranslate();
  const { openApplication } = useApplicationPanels();
  const query = useProviderQuery(['application', id, 'offerDeclined'], (dp) =>
    dp.getApplicationOfferDeclined(id),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <BackToApplication id={id} name={name} />
      <QueryContent query={query}>
        {({ offer, candidates }) => (
          <>
            {offer ? (
              <DetailList
                entries={[
                  {
                    label: translate('applications_field_object'),
                    value: `${offer.object.ref_number} · ${offer.object.title}`,
                  },
                  { label: translate('applications_offer_expires_on'), value: formatDate(offer.expires_on) },
                  { label: translate('applications_declined_at'), value: formatDateTime(offer.declined_at) },
                  {
                    label: translate('applications_decline_reason'),
                    value: offer.expired ? translate('applications_offer_expired') : offer.reason,
                  },
                ]}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('applications_no_declined_offer')}
              </Typography>
            )}
            <PanelSection id={`candidates-${id}`} title={translate('applications_next_candidates')}>
              {candidates.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('applications_next_candidates_none')}
                </Typography>
              ) : (
                <List dense disablePadding aria-label={translate('applications_next_candidates')}>
                  {candidates.map((candidate) => (
                    <ListItem
                      key={candidate.application_id}
                      disableGutters
                      divider
                      sx={{ gap: 1, flexWrap: 'wrap' }}
                    >
                      <ListItemText
                        primary={
                          <Link
                            component="button"
                            type="button"
                            onClick={() => openApplication(candidate.application_id, candidate.main_name)}
                          >
                            {candidate.main_name}
                          </Link>
                        }
                        secondary={translate('applications_candidate_line', {
                          rank: candidate.rank,
                          points: candidate.points,
                        })}
                      />
                      <StarRating
                        value={candidate.overall_star}
                        name={candidate.main_name}
                        inputName={`candidate-${candidate.application_id}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </PanelSection>
          </>
        )}
      </QueryContent>
    </Box>
  );
}
