import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  useSidepanel,
  type PanelAddress,
  type PanelDefinition,
  type PanelDefinitions,
} from '../../src/layout/sidepanel';
import { lazyPanel } from '../../src/forms/lazyPanel';
import { useMessengerPanel } from '../communication/useMessengerPanel';
import type { OfferPanelMode } from './ApplicationOfferPanel';

// each panel's code loads when it first opens: the list's first rows do not wait for the forms
const ApplicationEditPanel = lazyPanel(() =>
  import('./ApplicationEditPanel').then((module) => module.ApplicationEditPanel),
);
const ApplicationEvaluationPanel = lazyPanel(() =>
  import('./ApplicationEvaluationPanel').then((module) => module.ApplicationEvaluationPanel),
);
const ApplicationOfferDeclinedPanel = lazyPanel(() =>
  import('./ApplicationOfferDeclinedPanel').then((module) => module.ApplicationOfferDeclinedPanel),
);
const ApplicationOfferPanel = lazyPanel(() =>
  import('./ApplicationOfferPanel').then((module) => module.ApplicationOfferPanel),
);
const ApplicationPersonPanel = lazyPanel(() =>
  import('./ApplicationPersonPanel').then((module) => module.ApplicationPersonPanel),
);
const ApplicationPointsPanel = lazyPanel(() =>
  import('./ApplicationPointsPanel').then((module) => module.ApplicationPointsPanel),
);

/** The sidepanel keys of spec 1 section 2, "Sidepanels". */
export const APPLICATION_PANELS = {
  edit: 'ApplicationEdit',
  adult: 'ApplicationAdult',
  child: 'ApplicationChild',
  evaluation: 'ApplicationEvaluation',
  points: 'ApplicationTotalPoints',
  offer: 'ApplicationOffer',
  offerDeclined: 'ApplicationOfferDeclined',
} as const;

/**
 * Everything cached about applications: read again after a change (the list, the detail, the
 * panels). With `id`, that application's detail first: panels that follow its state (an offer
 * that became an assignment) then stop asking for what its old state had.
 */
export async function refreshApplications(queryClient: QueryClient, id?: number): Promise<void> {
  if (id !== undefined) {
    await queryClient.refetchQueries({ queryKey: ['application', id], exact: true });
    // its offer or assignment may be gone now: read again only where a panel still asks
    for (const part of STATE_PARTS) {
      await queryClient.invalidateQueries({ queryKey: ['application', id, part], refetchType: 'none' });
    }
  }
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [first, second, third] = query.queryKey;
      if (id !== undefined && first === 'application' && second === id) {
        return third !== undefined && !STATE_PARTS.includes(String(third));
      }
      return first === 'application' || first === 'objectApplications' || first === 'applications';
    },
  });
}

/** Reads of an application that exist only in some states (a 409 in the others). */
const STATE_PARTS: readonly string[] = ['offer', 'assignment', 'offerDeclined'];

/** Back from a panel of an application to the application (ApplicationEdit). */
export function BackToApplication({ id, name }: { id: number; name?: string }) {
  const translate = useTranslate();
  const { openApplication } = useApplicationPanels();
  return (
    <Button
      size="small"
      startIcon={<ArrowBack />}
      onClick={() => openApplication(id, name)}
      sx={{ justifySelf: 'start' }}
    >
      {translate('applications_back_to_application')}
    </Button>
  );
}

/** An application panel's content, for the address it is opened under. */
type PanelContent = PanelDefinition['Content'];

const idOf = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

function PersonContent({ address }: { address: PanelAddress }) {
  const { refresh } = useApplicationPanels();
  const applicationId = idOf(address.params?.application) ?? 0;
  return (
    <ApplicationPersonPanel
      applicationId={applicationId}
      type={address.key === APPLICATION_PANELS.child ? 'child' : 'adult'}
      personId={address.id}
      adults={idOf(address.params?.adults) ?? 1}
      onChanged={refresh}
    />
  );
}

const EditContent: PanelContent = ({ address }) => <ApplicationEditPanel id={address.id} />;
const EvaluationContent: PanelContent = ({ address, name }) => (
  <ApplicationEvaluationPanel id={address.id} name={name} />
);
const PointsContent: PanelContent = ({ address, name }) => (
  <ApplicationPointsPanel id={address.id} name={name} />
);
const OfferContent: PanelContent = ({ address, name }) => (
  <ApplicationOfferPanel
    id={address.id}
    mode={address.params?.mode === 'assign' ? 'assign' : 'offer'}
    name={name}
    objectId={idOf(address.params?.object)}
  />
);
const OfferDeclinedContent: PanelContent = ({ address, name }) => (
  <ApplicationOfferDeclinedPanel id={address.id} name={name} />
);

/**
 * The application sidepanels by key (spec 1 section 2, "Sidepanels"), each opened by its address
 * (`?panel=ApplicationEdit:12`): the applications resource declares them (index.ts).
 */
export const APPLICATION_PANEL_DEFINITIONS: PanelDefinitions = {
  [APPLICATION_PANELS.edit]: {
    title: (translate, _address, name) => name || translate('applications_panel_edit'),
    Content: EditContent,
  },
  [APPLICATION_PANELS.adult]: {
    title: (translate, _address, name) => name || translate('applications_panel_adult'),
    Content: PersonContent,
    rowId: (address) => idOf(address.params?.application),
  },
  [APPLICATION_PANELS.child]: {
    title: (translate, _address, name) => name || translate('applications_panel_child'),
    Content: PersonContent,
    rowId: (address) => idOf(address.params?.application),
  },
  [APPLICATION_PANELS.evaluation]: {
    title: (translate, _address, name) => translate('applications_panel_evaluation_of', { name: name ?? '' }),
    Content: EvaluationContent,
  },
  [APPLICATION_PANELS.points]: {
    title: (translate, _address, name) => translate('applications_panel_points_of', { name: name ?? '' }),
    Content: PointsContent,
  },
  [APPLICATION_PANELS.offer]: {
    title: (translate, address, name) =>
      translate(`applications_panel_offer_${address.params?.mode === 'assign' ? 'assign' : 'offer'}`, {
        name: name ?? '',
      }),
    Content: OfferContent,
  },
  [APPLICATION_PANELS.offerDeclined]: {
    title: (translate, _address, name) =>
      translate('applications_panel_offer_declined', { name: name ?? '' }),
    Content: OfferDeclinedContent,
  },
};

/** Opens the application sidepanels by their addresses; the same panel for the same id again closes it. */
export function useApplicationPanels() {
  const { togglePanel } = useSidepanel();
  const queryClient = useQueryClient();
  const refresh = useCallback((id?: number) => void refreshApplications(queryClient, id), [queryClient]);

  const openApplication = useCallback(
    (id: number, name?: string) => togglePanel({ key: APPLICATION_PANELS.edit, id, name }),
    [togglePanel],
  );
  const openPerson = useCallback(
    (id: number, type: 'adult' | 'child', personId: number, adults: number, name?: string) =>
      togglePanel({
        key: type === 'adult' ? APPLICATION_PANELS.adult : APPLICATION_PANELS.child,
        id: personId,
        params: { application: String(id), adults: String(adults) },
        name,
      }),
    [togglePanel],
  );
  const openEvaluation = useCallback(
    (id: number, name?: string) => togglePanel({ key: APPLICATION_PANELS.evaluation, id, name }),
    [togglePanel],
  );
  const openPoints = useCallback(
    (id: number, name?: string) => togglePanel({ key: APPLICATION_PANELS.points, id, name }),
    [togglePanel],
  );
  const openOffer = useCallback(
    (id: number, mode: OfferPanelMode, name?: string, objectId?: number) =>
      togglePanel({
        key: APPLICATION_PANELS.offer,
        id,
        params: { mode, ...(objectId !== undefined ? { object: String(objectId) } : {}) },
        name,
      }),
    [togglePanel],
  );
  const openOfferDeclined = useCallback(
    (id: number, name?: string) => togglePanel({ key: APPLICATION_PANELS.offerDeclined, id, name }),
    [togglePanel],
  );
  const openMessenger = useMessengerPanel();
  return useMemo(
    () => ({
      openApplication,
      openPerson,
      openEvaluation,
      openPoints,
      openOffer,
      openOfferDeclined,
      openMessenger,
      refresh,
    }),
    [
      openApplication,
      openPerson,
      openEvaluation,
      openPoints,
      openOffer,
      openOfferDeclined,
      openMessenger,
      refresh,
    ],
  );
}
