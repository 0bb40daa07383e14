import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { RequestError } from '../../dataProvider';
import type { applicationMethods } from '../../dataProvider/applicationMethods';
import { de } from '../../i18n/de';
import type { ApplicationDetail, ApplicationPersonDetail } from '../../schema/api/applications';
import type { TableData } from '../../schema/api/tableData';
import { APP_RESOURCES } from '../../resources';
import { panelDefinitionsOf } from '../../src/App';
import { PanelDefinitionsContext, SidepanelProvider } from '../../src/layout/sidepanel';
import { SidepanelHost } from '../../src/layout/SidepanelHost';
import { bootstrapOf, listReply } from './listFixtures';

/** Test helpers of the application screens: German texts, a fake data provider, a sidepanel host. */

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

export function applicationDetail(extra: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 11,
    version: 3,
    progress_state: 'active.new',
    sale: false,
    language: 'de',
    created_at: '2026-03-02T08:30:00Z',
    deactivation_reason: '',
    overall_star: 2,
    points: 55,
    duplicate_group: null,
    duplicates: [],
    main_name: 'Vreni Huber',
    email: 'vreni.huber@example.com',
    phone: '+41791234567',
    household: {
      adults: 1,
      children: 0,
      household_size: 1,
      pets: 0,
      income: 98000,
      income_ratio: 3.1,
      move_in_date: '2026-06-01',
    },
    answers: { sections: [] },
    persons: [
      {
        id: 21,
        person_type: 'adult',
        position: 1,
        first_name: 'Vreni',
        last_name: 'Huber',
        email: 'vreni.huber@example.com',
        phone: '+41791234567',
        birth_date: '1988-04-12',
        version: 1,
      },
    ],
    documents: [],
    object: null,
    actions: [],
    private_link_expires_at: null,
    ...extra,
  };
}

/** One person of the application of applicationDetail (the main applicant), as its panel reads it. */
export function applicationPerson(extra: Partial<ApplicationPersonDetail> = {}): ApplicationPersonDetail {
  return {
    id: 21,
    application_id: 11,
    person_type: 'adult',
    position: 1,
    first_name: 'Vreni',
    last_name: 'Huber',
    email: 'vreni.huber@example.com',
    phone: '+41791234567',
    birth_date: '1988-04-12',
    version: 1,
    fields: [{ key: 'employer', label: 'Arbeitgeber', value: 'Bäckerei Frei AG' }],
    answers: {},
    deletable: true,
    salutation: '',
    ...extra,
  };
}

/** The object of an offer or assignment the application holds. */
export const FLOW_OBJECT = {
  id: 7,
  title: 'Seeblick 3.5',
  ref_number: 'A-7',
  rooms: 3.5,
  rent: 2450,
  progress_state: 'with_offer',
  active: true,
};

/** The offer an application `with_offer` holds (getApplicationOffer's reply). */
export const offerReply = () => ({
  data: {
    id: 31,
    object: FLOW_OBJECT,
    expires_on: '2026-12-01',
    comment: '',
    created_at: '2026-11-20T09:00:00Z',
    created_by: 'Anna Keller',
  },
});

/** The assignment an application `assigned` holds (getApplicationAssignment's reply). */
export const assignmentReply = (comment = '') => ({
  data: {
    id: 32,
    object: { ...FLOW_OBJECT, progress_state: 'assigned' },
    comment,
    created_at: '2026-11-20T09:00:00Z',
    created_by: 'Anna Keller',
  },
});

type Methods = typeof applicationMethods & {
  getList: (resource: string, params: unknown) => Promise<unknown>;
  bulkAction: (resource: string, params: Record<string, unknown>) => Promise<unknown>;
};
export type FakeApplicationProvider = { [K in keyof Methods]: Mock<Methods[K]> };

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected in this test`));

const NAMES = [
  'getList',
  'bulkAction',
  'getApplicationDetail',
  'setApplicationStars',
  'getApplicationPerson',
  'saveApplicationPerson',
  'deleteApplicationPerson',
  'getApplicationEvaluation',
  'createApplicationComment',
  'updateApplicationComment',
  'resolveApplicationComment',
  'deleteApplicationComment',
  'getApplicationPoints',
  'downloadApplicationDocument',
  'deleteApplicationDocument',
  'mergeApplications',
  'changeApplicationStatus',
  'getPriorityApartments',
  'editApplicationPriorities',
  'getAlternativeApartments',
  'getApplicationOffer',
  'offerApplication',
  'declineApplicationOffer',
  'withdrawApplicationOffer',
  'getApplicationOfferDeclined',
  'getApplicationAssignment',
  'assignApplication',
  'updateApplicationAssignment',
  'cancelApplicationAssignment',
  'releaseApplicationAssignment',
  'getObjectApplications',
  'downloadApplicationDossiers',
] as const;

/** A data provider whose every method is a mock refusing until a test answers it; getList answers `table`. */
export function fakeApplicationProvider(
  answers: Partial<Record<(typeof NAMES)[number], (...args: never[]) => unknown>> = {},
  table?: TableData,
): FakeApplicationProvider {
  const provider: Record<string, unknown> = { supportAbortSignal: false };
  for (const name of NAMES) {
    const answer = answers[name];
    provider[name] = vi.fn((typeof answer === 'function' ? answer : unexpected(name)) as () => unknown);
  }
  if (table && !answers.getList) (provider.getList as Mock).mockImplementation(async () => listReply(table));
  return provider as unknown as FakeApplicationProvider;
}

/** What a refused call throws: the server's body with its status. */
export function refusal(status: number, body: Record<string, unknown>): RequestError {
  return new RequestError(String(body.message ?? `status ${status}`), status, body);
}

/** A 400 naming one field and the message key of its rule. */
export const fieldRefusal = (field: string, key: string): RequestError =>
  refusal(400, { message: 'Ungültige Eingabe', messageKey: 'invalid_request', errors: { [field]: key } });

/** May read applications but not change them. */
export const readOnlyAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  canAccess: async ({ action }) => action !== 'edit' && action !== 'delete',
};

/** The sidepanels of every resource, as the app declares them. */
export const PANELS = panelDefinitionsOf(APP_RESOURCES);

/** Renders `ui` with German texts, the sidepanel host and notifications. */
export function renderApplications(
  ui: ReactNode,
  provider: FakeApplicationProvider,
  options: { authProvider?: AuthProvider; path?: string; i18nProvider?: I18nProvider } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrapOf('rent'));
  let current: Location | null = null;
  const view = render(
    <TestMemoryRouter
      initialEntries={[options.path ?? '/applications']}
      locationCallback={(next) => (current = next)}
    >
      <AdminContext
        dataProvider={provider as never}
        authProvider={options.authProvider}
        i18nProvider={options.i18nProvider ?? i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <PanelDefinitionsContext.Provider value={PANELS}>
          <SidepanelProvider>
            <div style={{ display: 'flex' }}>
              <main>{ui}</main>
              <SidepanelHost />
            </div>
          </SidepanelProvider>
        </PanelDefinitionsContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  /** the router's current address */
  const location = (): Location => {
    if (!current) throw new Error('no location yet');
    return current;
  };
  return { ...view, queryClient, location };
}
