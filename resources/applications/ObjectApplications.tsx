import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ObjectApplication } from '../../schema/api/applicationFlow';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { GuardedButton } from '../objects/actions/GuardedButton';
import { applicationOfferRefusal, stateKey } from './applicationModel';
import { PanelSection } from './DetailList';
import { useApplicationPanels } from './panels';
import { StarRating } from './StarRating';

/** Why an application cannot be offered this object: the state rule (spec 1 section 4), else the server's reason. */
function refusalOf(application: ObjectApplication): string | null {
  const state = applicationOfferRefusal(application.progress_state);
  if (state !== null) return state;
  if (application.can_offer) return null;
  return application.refusal_text ?? application.refusal ?? 'applications_refusal_application_not_offerable';
}

/**
 * The applications that chose an object (ApartmentDetails, spec 1 section 4): each opens its
 * application; Offer and Direct assignment are enabled only for applications in active.new,
 * active.in_progress, with_offer.declined and active.evaluated, and need applications_write.
 */
export function ObjectApplications({ objectId }: { objectId: number }) {
  const translate = useTranslate();
  const { canAccess: canRead = false } = useCanAccess({ resource: 'applications', action: 'list' });
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const { openApplication, openOffer } = useApplicationPanels();
  const query = useProviderQuery(
    ['objectApplications', objectId],
    (dp) => dp.getObjectApplications(objectId),
    canRead,
  );
  if (!canRead) return null;
  return (
    <PanelSection id={`object-applications-${objectId}`} title={translate('applications_of_object')}>
      <QueryContent query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('applications_of_object_none')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={translate('applications_of_object')}>
              {rows.map((application) => {
                const refusal = refusalOf(application);
                const name = application.main_name;
                return (
                  <ListItem
                    key={application.application_id}
                    disableGutters
                    divider
                    sx={{ flexWrap: 'wrap', gap: 1 }}
                  >
                    <ListItemText
                      primary={
                        <Link
                          component="button"
                          type="button"
                          onClick={() => openApplication(application.application_id, name)}
                        >
                          {name}
                        </Link>
                      }
                      secondary={`${translate(stateKey(application.progress_state), {
                        _: application.progress_state,
                      })} · ${translate('applications_candidate_line', { rank: application.rank, points: application.points })}`}
                    />
                    <StarRating
                      value={application.overall_star}
                      name={name}
                      inputName={`object-app-${application.application_id}`}
                    />
                    {canWrite && (
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        <GuardedButton
                          label="applications_action_offer"
                          refusal={refusal}
                          aria-label={translate('applications_offer_to', { name })}
                          onClick={() => openOffer(application.application_id, 'offer', name, objectId)}
                        />
                        <GuardedButton
                          label="applications_direct_assignment"
                          refusal={refusal}
                          aria-label={translate('applications_assign_to', { name })}
                          onClick={() => openOffer(application.application_id, 'assign', name, objectId)}
                        />
                      </Box>
                    )}
                  </ListItem>
                );
              })}
            </List>
          )
        }
      </QueryContent>
    </PanelSection>
  );
}
