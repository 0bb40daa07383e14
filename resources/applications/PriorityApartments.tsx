import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AlternativeApartment, PriorityApartment } from '../../schema/api/applicationFlow';
import type { ApplicationDetail } from '../../schema/api/applications';
import { objectStateLabelKey } from '../../schema/states';
import { QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';
import { DenialMailButton } from '../communication/mail';
import { GuardedButton } from '../objects/actions/GuardedButton';
import { objectName } from '../../schema/applicationAnswers';
import { moved, objectOfferRefusal } from './applicationModel';
import { PanelSection } from './DetailList';

type Apartment = PriorityApartment | AlternativeApartment;

function OfferButtons({
  apartment,
  detail,
  canWrite,
  onOffer,
}: {
  apartment: Apartment;
  detail: ApplicationDetail;
  canWrite: boolean;
  onOffer: (mode: 'offer' | 'assign', objectId: number) => void;
}) {
  const translate = useTranslate();
  if (!canWrite) return null;
  const subject = { progress_state: detail.progress_state, sale: detail.sale };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['offer', 'assign'] as const).map((mode) => (
        <GuardedButton
          key={mode}
          label={mode === 'offer' ? 'applications_action_offer' : 'applications_direct_assignment'}
          refusal={objectOfferRefusal(mode, subject, apartment)}
          aria-label={translate(`applications_${mode}_object`, { name: objectName(apartment) })}
          onClick={() => onOffer(mode, apartment.object_id)}
        />
      ))}
    </Box>
  );
}

export interface PriorityApartmentsProps {
  detail: ApplicationDetail;
  canWrite: boolean;
  onChanged: () => unknown;
  onOffer: (mode: 'offer' | 'assign', objectId: number) => void;
}

/**
 * The objects the household chose, in its order (spec 1 section 4: loaded for active.*, inactive
 * and with_offer.declined): staff reorder them with the arrows (keyboard usable) and save the order
 * (edit-prios), add an alternative apartment that fits the household, and offer or assign an
 * object that is available or inactive.
 */
export function PriorityApartments({ detail, canWrite, onChanged, onOffer }: PriorityApartmentsProps) {
  const translate = useTranslate();
  const priorities = useProviderQuery(['application', detail.id, 'priorities'], (dp) =>
    dp.getPriorityApartments(detail.id),
  );
  const alternatives = useProviderQuery(['application', detail.id, 'alternatives'], (dp) =>
    dp.getAlternativeApartments(detail.id),
  );
  const [order, setOrder] = useState<Apartment[] | null>(null);
  useEffect(() => setOrder(null), [priorities.data]);
  const shown: Apartment[] = order ?? priorities.data ?? [];
  const changed = order !== null;

  const saveOrder = useProviderMutation(
    (provider, next: Apartment[]) =>
      provider.editApplicationPriorities(
        detail.id,
        next.map((a) => a.object_id),
        detail.version,
      ),
    { successMessage: 'applications_priorities_saved', onSuccess: onChanged },
  );
  const saving = saveOrder.isPending;
  const save = saveOrder.run;

  return (
    <>
      <PanelSection id={`priorities-${detail.id}`} title={translate('applications_priorities')}>
        <QueryContent query={priorities}>
          {() =>
            shown.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('applications_priorities_none')}
              </Typography>
            ) : (
              <List dense disablePadding aria-label={translate('applications_priorities')}>
                {shown.map((apartment, index) => (
                  <ListItem
                    key={apartment.object_id}
                    disableGutters
                    divider
                    sx={{ flexWrap: 'wrap', gap: 1 }}
                  >
                    <ListItemText
                      primary={`${index + 1}. ${objectName(apartment)}`}
                      secondary={translate(
                        objectStateLabelKey(apartment.object_type, apartment.progress_state),
                        {
                          smart_count: 1,
                          _: apartment.progress_state,
                        },
                      )}
                    />
                    {canWrite && (
                      <Box>
                        <IconButton
                          size="small"
                          aria-label={translate('applications_priority_up', { name: objectName(apartment) })}
                          disabled={index === 0 || saving}
                          onClick={() => setOrder(moved(shown, index, -1))}
                        >
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate('applications_priority_down', {
                            name: objectName(apartment),
                          })}
                          disabled={index === shown.length - 1 || saving}
                          onClick={() => setOrder(moved(shown, index, 1))}
                        >
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                      </Box>
                    )}
                    <OfferButtons
                      apartment={apartment}
                      detail={detail}
                      canWrite={canWrite}
                      onOffer={onOffer}
                    />
                    {canWrite && !changed && (
                      <DenialMailButton
                        applicationId={detail.id}
                        apartmentId={apartment.object_id}
                        objectName={objectName(apartment)}
                        onSent={() => void onChanged()}
                      />
                    )}
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryContent>
        {canWrite && changed && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" variant="contained" loading={saving} onClick={() => void save(shown)}>
              {translate('applications_priorities_save')}
            </Button>
            <Button size="small" onClick={() => setOrder(null)} disabled={saving}>
              {translate('applications_cancel')}
            </Button>
          </Box>
        )}
      </PanelSection>
      <PanelSection id={`alternatives-${detail.id}`} title={translate('applications_alternatives')}>
        <QueryContent query={alternatives}>
          {(rows) =>
            rows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('applications_alternatives_none')}
              </Typography>
            ) : (
              <List dense disablePadding aria-label={translate('applications_alternatives')}>
                {rows.map((apartment) => (
                  <ListItem
                    key={apartment.object_id}
                    disableGutters
                    divider
                    sx={{ flexWrap: 'wrap', gap: 1 }}
                  >
                    <ListItemText primary={objectName(apartment)} />
                    {canWrite && (
                      <Button size="small" disabled={saving} onClick={() => void save([...shown, apartment])}>
                        {translate('applications_priority_add')}
                      </Button>
                    )}
                    <OfferButtons
                      apartment={apartment}
                      detail={detail}
                      canWrite={canWrite}
                      onOffer={onOffer}
                    />
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryContent>
      </PanelSection>
    </>
  );
}
