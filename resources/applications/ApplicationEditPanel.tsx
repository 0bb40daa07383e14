import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import ChildCareOutlined from '@mui/icons-material/ChildCareOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { ApplicationDetail } from '../../schema/api/applications';
import { applicationStateDetail } from '../../schema/applicationStates';
import { formatDate, formatDateTime } from '../../schema/dates';
import { formatMoney } from '../../schema/money';
import { formatPhone } from '../../schema/phoneRules';
import { QueryContent, useProviderQuery, usePhoneText } from '../../src/forms';
import { formatNumber, numberLocale, STATE_COLORS } from '../../src/list';
import { useBootstrap } from '../../src/session/useBootstrap';
import { WriteMailButton } from '../communication/mail';
import { stateKey } from './applicationModel';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ApplicationDuplicates } from './ApplicationDuplicates';
import { ApplicationStateActions } from './ApplicationStateActions';
import { DocumentsRequests } from './DocumentsRequest';
import { DossierButton } from './DossierButton';
import { DetailList, PanelSection } from './DetailList';
import { useApplicationPanels } from './panels';
import { PriorityApartments } from './PriorityApartments';
import { SalePipeline } from './SalePipeline';
import { StarRating } from './StarRating';

// the application's viewings, loaded with the viewing screens
const ApplicationViewings = lazy(() =>
  import('../viewing-appointments/ObjectViewings').then((module) => ({
    default: module.ApplicationViewings,
  })),
);

/** The state chip's colour: the state's family (active.*, with_offer.*, sale.*). */
export function stateColor(state: string) {
  return STATE_COLORS[state] ?? STATE_COLORS[state.split('.')[0] ?? ''] ?? 'default';
}

function Overview({ detail }: { detail: ApplicationDetail }) {
  const phoneText = usePhoneText(formatPhone);
  const translate = useTranslate();
  const [language] = useLocaleState();
  const locale = numberLocale(language);
  const { data: bootstrap } = useBootstrap();
  const panels = useApplicationPanels();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const refresh = () => panels.refresh(detail.id);
  const name = detail.main_name;
  const kind = applicationStateDetail(detail.progress_state);
  const household = detail.household;
  const adults = detail.persons.filter((p) => p.person_type === 'adult');
  const children = detail.persons.filter((p) => p.person_type === 'child');
  const openOffer = (mode: 'offer' | 'assign', objectId?: number) =>
    panels.openOffer(detail.id, mode, name, objectId);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          label={translate(stateKey(detail.progress_state), { _: detail.progress_state })}
          color={stateColor(detail.progress_state)}
        />
        <StarRating value={detail.overall_star} name={name} inputName={`panel-stars-${detail.id}`} />
        <Typography variant="body2" color="text.secondary">
          {translate('applications_points_value', { points: detail.points })}
        </Typography>
        {detail.duplicates.length > 0 && (
          <Chip size="small" color="warning" label={translate('applications_duplicate_flag')} />
        )}
      </Box>
      {detail.progress_state === 'inactive' && detail.deactivation_reason && (
        <Typography variant="body2">
          {translate('applications_deactivated_because', {
            reason: translate(`applications_reason_${detail.deactivation_reason}`, {
              _: detail.deactivation_reason,
            }),
          })}
        </Typography>
      )}
      <Box
        role="toolbar"
        aria-label={translate('applications_panel_toolbar')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          startIcon={<RateReviewOutlined />}
          onClick={() => panels.openEvaluation(detail.id, name)}
        >
          {translate('applications_open_evaluation')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<CalculateOutlined />}
          onClick={() => panels.openPoints(detail.id, name)}
        >
          {translate('applications_open_points')}
        </Button>
        {kind === 'offer' && (
          <Button size="small" variant="outlined" onClick={() => openOffer('offer')}>
            {translate('applications_open_offer')}
          </Button>
        )}
        {kind === 'assignment' && (
          <Button size="small" variant="outlined" onClick={() => openOffer('assign')}>
            {translate('applications_open_assignment')}
          </Button>
        )}
        {detail.progress_state === 'with_offer.declined' && (
          <Button size="small" variant="outlined" onClick={() => panels.openOfferDeclined(detail.id, name)}>
            {translate('applications_open_offer_declined')}
          </Button>
        )}
        <DossierButton ids={[detail.id]} />
        <WriteMailButton applicationId={detail.id} />
      </Box>
      <ApplicationStateActions
        detail={detail}
        canWrite={canWrite}
        onChanged={refresh}
        onOffer={(mode) => openOffer(mode)}
      />
      {detail.sale && <SalePipeline applicationId={detail.id} canWrite={canWrite} onChanged={refresh} />}
      <Divider />
      <PanelSection id={`household-${detail.id}`} title={translate('applications_household')}>
        <DetailList
          entries={[
            { label: translate('applications_field_email'), value: detail.email },
            {
              label: translate('applications_field_phone'),
              value: phoneText(detail.phone),
            },
            {
              label: translate('applications_field_object'),
              value: detail.object ? `${detail.object.ref_number} · ${detail.object.title}` : '',
            },
            { label: translate('applications_field_adults'), value: household.adults },
            { label: translate('applications_field_children'), value: household.children },
            { label: translate('applications_field_household_size'), value: household.household_size },
            { label: translate('applications_field_pets'), value: household.pets },
            {
              label: translate('applications_field_income'),
              value:
                household.income === null
                  ? ''
                  : formatMoney(
                      household.income,
                      bootstrap?.currency ?? 'CHF',
                      bootstrap?.currencyOrder ?? 'before',
                    ),
            },
            {
              label: translate('applications_field_income_ratio'),
              value: household.income_ratio === null ? '' : formatNumber(household.income_ratio, locale),
            },
            { label: translate('applications_field_move_in'), value: formatDate(household.move_in_date) },
            { label: translate('applications_field_created'), value: formatDateTime(detail.created_at) },
            {
              label: translate('applications_field_link_expires'),
              value: formatDateTime(detail.private_link_expires_at),
            },
          ]}
        />
      </PanelSection>
      <PanelSection id={`persons-${detail.id}`} title={translate('applications_persons')}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {[...adults, ...children].map((person) => {
            const personName = `${person.first_name} ${person.last_name}`.trim();
            return (
              <Button
                key={person.id}
                size="small"
                variant="outlined"
                startIcon={person.person_type === 'adult' ? <PersonOutline /> : <ChildCareOutlined />}
                onClick={() =>
                  panels.openPerson(detail.id, person.person_type, person.id, adults.length, personName)
                }
              >
                {personName || translate(`applications_panel_${person.person_type}`)}
                {person.position === 1 ? ` (${translate('applications_main_applicant')})` : ''}
              </Button>
            );
          })}
        </Box>
      </PanelSection>
      {detail.answers.sections.map((section, index) => (
        <PanelSection
          key={`${section.title}-${index}`}
          id={`answers-${detail.id}-${index}`}
          title={section.title}
        >
          <DetailList entries={section.fields.map((field) => ({ label: field.label, value: field.value }))} />
        </PanelSection>
      ))}
      <PanelSection id={`documents-${detail.id}`} title={translate('applications_documents')}>
        <ApplicationDocuments detail={detail} canWrite={canWrite} onChanged={refresh} />
        <DocumentsRequests id={detail.id} canWrite={canWrite} />
      </PanelSection>
      <PanelSection id={`viewings-${detail.id}`} title={translate('viewing_application_heading')}>
        <Suspense fallback={null}>
          <ApplicationViewings applicationId={detail.id} />
        </Suspense>
      </PanelSection>
      {kind === 'priorities' && (
        <PriorityApartments detail={detail} canWrite={canWrite} onChanged={refresh} onOffer={openOffer} />
      )}
      {detail.duplicates.length > 0 && (
        <PanelSection id={`duplicates-${detail.id}`} title={translate('applications_duplicates')}>
          <ApplicationDuplicates detail={detail} canWrite={canWrite} onChanged={refresh} />
        </PanelSection>
      )}
    </Box>
  );
}

/** Reads application `id` (react-query key ['application', id]). */
export function useApplication(id: number) {
  return useProviderQuery(['application', id], (dp) => dp.getApplicationDetail(id));
}

/**
 * ApplicationEdit (spec 1 section 2, "Sidepanels"): an application's overview — its state and
 * state buttons, household, answers by section, documents, priority and alternative apartments,
 * duplicates — with the way to its evaluation, points, offer and assignment panels.
 */
export function ApplicationEditPanel({ id }: { id: number }) {
  const query = useApplication(id);
  const render = useCallback((detail: ApplicationDetail) => <Overview detail={detail} />, []);
  return <QueryContent query={query}>{render}</QueryContent>;
}
