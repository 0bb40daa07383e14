import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import * as formTexts from '../../i18n/parts/applicationForm';
import * as formsTexts from '../../i18n/parts/forms';
import * as layoutTexts from '../../i18n/parts/layout';
import * as settingsTexts from '../../i18n/parts/settings';
import { raGerman } from '../../i18n/ra/de';
import { SettingsRoutes } from '../../resources/settings/SettingsRoutes';
import type {
  FormSettingsReply,
  PublicApplicationFormInit,
  PublicApplicationObject,
} from '../../schema/api/applicationForms';
import {
  formDefinitionSchema,
  type FormDefinition,
  type FormDefinitionInput,
} from '../../schema/applicationForm';
import { ApplicationSentPage } from '../../src/public/application/ApplicationSentPage';
import { ApplicationUpdatePage } from '../../src/public/application/ApplicationUpdatePage';
import { NewApplicationPage } from '../../src/public/application/NewApplicationPage';
import { bootstrapOf } from './settingsFixtures';

/** Test helpers of the application form: a definition with every field type, replies, a fake API, the pages. */

const t = (de: string, fr = '', it = '', en = '') => ({ de, fr, it, en });

/** A form with one field of each of the 15 types (household, adult and child fields). */
export const ALL_TYPES_INPUT: FormDefinitionInput = {
  sections: [
    {
      key: 'household',
      title: t('Haushalt', 'Ménage'),
      fields: [
        { key: 'pets', type: 1, scope: 'household', label: t('Haustiere', 'Animaux'), required: false },
        {
          key: 'move_in_date',
          type: 2,
          scope: 'household',
          label: t('Einzug ab', 'Emménagement dès'),
          required: true,
        },
        { key: 'campaign', type: 5, scope: 'household', label: t('Kampagne'), required: false },
        {
          key: 'objects',
          type: 10,
          scope: 'household',
          label: t('Weitere Objekte', 'Autres objets'),
          required: false,
        },
        {
          key: 'residents',
          type: 11,
          scope: 'household',
          label: t('Anzahl Bewohnende', 'Nombre d’occupants'),
          required: false,
          min: 1,
          max: 6,
        },
        {
          key: 'note',
          type: 14,
          scope: 'household',
          label: t('Hinweis', 'Remarque'),
          help: t(
            '<p>Bitte <strong>vollständig</strong> ausfüllen.</p><script>alert(1)</script>',
            '<p>Veuillez tout remplir.</p>',
          ),
          required: false,
        },
        {
          key: 'remarks',
          type: 13,
          scope: 'household',
          label: t('Bemerkungen', 'Remarques'),
          required: false,
          max: 500,
        },
        {
          key: 'debt_extract',
          type: 4,
          scope: 'household',
          label: t('Betreibungsauszug', 'Extrait des poursuites'),
          required: true,
        },
      ],
    },
    {
      key: 'person',
      title: t('Person', 'Personne'),
      fields: [
        { key: 'first_name', type: 12, scope: 'adult', label: t('Vorname', 'Prénom'), required: true },
        { key: 'last_name', type: 12, scope: 'adult', label: t('Nachname', 'Nom'), required: true },
        { key: 'email', type: 3, scope: 'adult', label: t('E-Mail', 'E-mail'), required: true },
        { key: 'phone', type: 7, scope: 'adult', label: t('Telefon', 'Téléphone'), required: false },
        {
          key: 'income',
          type: 6,
          scope: 'adult',
          label: t('Jahreseinkommen', 'Revenu annuel'),
          required: false,
          min: 0,
          max: 10000000,
        },
        {
          key: 'nationality',
          type: 15,
          scope: 'adult',
          label: t('Nationalität', 'Nationalité'),
          required: false,
        },
        {
          key: 'employment',
          type: 9,
          scope: 'adult',
          label: t('Anstellung', 'Emploi'),
          required: false,
          choices: [
            { value: 'employed', label: t('Angestellt', 'Salarié·e') },
            { value: 'self', label: t('Selbständig', 'Indépendant·e') },
          ],
        },
        {
          key: 'permit',
          type: 8,
          scope: 'adult',
          label: t('Bewilligung', 'Permis'),
          required: false,
          choices: [
            { value: 'c', label: t('C') },
            { value: 'b', label: t('B') },
          ],
        },
        {
          key: 'first_name',
          type: 12,
          scope: 'child',
          label: t('Vorname des Kindes', 'Prénom de l’enfant'),
          required: true,
        },
        {
          key: 'birth_date',
          type: 2,
          scope: 'child',
          label: t('Geburtsdatum', 'Date de naissance'),
          required: false,
        },
      ],
    },
  ],
};

export const ALL_TYPES: FormDefinition = formDefinitionSchema.parse(ALL_TYPES_INPUT);

export function objectOf(extra: Partial<PublicApplicationObject> = {}): PublicApplicationObject {
  return {
    uuid: 'obj-1',
    object_type: 'apartments',
    title: '3.5-Zimmer-Wohnung Seeblick',
    ref_number: 'A-101',
    rooms: 3.5,
    price: 2450,
    street: 'Seestrasse 12',
    postal_code: '8002',
    city: 'Zürich',
    available_from: '2026-04-01',
    min_occupancy: 1,
    max_occupancy: 4,
    open: true,
    refusal: null,
    ...extra,
  };
}

export function formInit(definition: FormDefinition = ALL_TYPES): PublicApplicationFormInit {
  return {
    project: { name: 'Wohnen am See', sale: false, currency: 'CHF' },
    theme: {
      themeColor: '#1f6f8b',
      fontColor: '#ffffff',
      secondFontColor: '#1f2933',
      fontFamily: 'inherit',
      customCss: '',
    } as PublicApplicationFormInit['theme'],
    language: 'de',
    languages: ['de', 'fr', 'it', 'en'],
    formId: 7,
    definition,
    objects: [objectOf()],
    // the project's open objects: the link's own, another apartment and a parking space
    available: [
      objectOf(),
      objectOf({ uuid: 'obj-2', title: '2.5-Zimmer-Wohnung Park', ref_number: 'A-102', price: 1890 }),
      objectOf({
        uuid: 'park-1',
        object_type: 'parkingspace',
        title: 'Einstellhallenplatz 7',
        ref_number: 'P-7',
      }),
    ],
  };
}

export function formSettings(extra: Partial<FormSettingsReply> = {}): FormSettingsReply {
  return {
    version: 3,
    formId: 7,
    definition: ALL_TYPES,
    general: {
      languages: ['de', 'fr', 'it', 'en'],
      fieldTypes: [],
      scopes: ['household', 'adult', 'child'],
      updatedAt: '2026-03-01T10:15:00.000Z',
      updatedBy: 'Claudia Studer',
      applications: 12,
      publicPath: '/form/application/new',
    },
    ...extra,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
  config: InternalAxiosRequestConfig;
}
export interface Reply {
  status?: number;
  data?: unknown;
}

/** Answers the app's axios client from `handler`; unknown calls are 404. Returns the calls made. */
export function mockApi(handler: (call: Call) => Reply | undefined): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\/(fr|it|en)\//, '/'),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      config,
    };
    calls.push(call);
    const { status = 200, data = {} } = handler(call) ?? { status: 404, data: { message: 'not found' } };
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

export const callsTo = (calls: Call[], method: string, url: string | RegExp) =>
  calls.filter(
    (call) => call.method === method && (typeof url === 'string' ? call.url === url : url.test(call.url)),
  );

const i18nProvider = polyglotI18nProvider(
  () => ({ ...raGerman, ...layoutTexts.de, ...formsTexts.de, ...settingsTexts.de, ...formTexts.de }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
  { allowMissing: true },
);

/** Where the router is: the page shows its path for the tests to read. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function Providers({
  path,
  children,
  queryClient,
}: {
  path: string;
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        {children}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>
  );
}

/** The public application pages at `path`, without a session. */
export function renderPublic(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers path={path} queryClient={queryClient}>
      <Routes>
        <Route path="/form/application/new" element={<NewApplicationPage />} />
        <Route path="/form/application/new/:slug/:token/:formId" element={<ApplicationSentPage />} />
        <Route path="/form/application/:slug/:token/update/:formId?" element={<ApplicationUpdatePage />} />
      </Routes>
      <Where />
    </Providers>,
  );
}

/** The settings screens at `path`, signed in as admin. */
export function renderSettings(path: string) {
  const bootstrap = bootstrapOf('admin');
  setStoredUser({ ...bootstrap.user, token: 'token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrap);
  return render(
    <Providers path={path} queryClient={queryClient}>
      <Routes>
        <Route path="/settings/*" element={<SettingsRoutes />} />
      </Routes>
    </Providers>,
  );
}
