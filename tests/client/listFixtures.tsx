import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type GetListParams } from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import * as listTexts from '../../i18n/parts/list';
import * as objectTexts from '../../i18n/parts/objects';
import type { Bootstrap } from '../../schema/api/session';
import type { BulkOption, TableColumn, TableData, TableRow } from '../../schema/api/tableData';
import { APPLICATION_PANEL_DEFINITIONS } from '../../resources/applications/panels';
import { MESSENGER_PANEL_DEFINITIONS } from '../../resources/communication/useMessengerPanel';
import { BUILDING_PANEL_DEFINITIONS, OBJECT_PANEL_DEFINITIONS } from '../../resources/objects/panels';
import { PanelDefinitionsContext, SidepanelProvider } from '../../src/layout/sidepanel';
import type { ListDataProvider } from '../../src/list/types';

/** Test helpers of the list and object screens: table data, a fake dataProvider, a rendered app context. */

export const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...listTexts.en, ...objectTexts.en }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);

export function column(key: string, extra: Partial<TableColumn> = {}): TableColumn {
  return {
    key,
    title: key.toUpperCase(),
    icon: null,
    orderable: false,
    selectable: false,
    favoritable: false,
    fixed: false,
    textAlign: 'left',
    format: 'text',
    ...extra,
  };
}

export const DETAIL_COLUMN = column('detailColumn', {
  title: 'Details',
  textAlign: 'center',
  fixed: true,
  buttons: [{ key: 'detail', title: 'Details', icon: 'visibility' }],
});

export function row(id: number, extra: Partial<TableRow> = {}): TableRow {
  return {
    _id: id,
    _type: 'apartments',
    _language: 'de',
    _progress_state: 'available',
    _readonly: { value: false, unavailable_tooltip: '' },
    _disabled_bulk_options: {},
    _disabled_bulk_extra_options: {},
    _detail_column: { disabled_buttons: [] },
    ref_number: `A-${id}`,
    title: `Wohnung ${id}`,
    rooms: 3.5,
    rental_price: 2645,
    available_from: '2027-12-16',
    progress_state: 'available',
    active: true,
    ...extra,
  };
}

export const bulk = (value: string, extra: Partial<BulkOption> = {}): BulkOption => ({
  value,
  displayName: value.toUpperCase(),
  standalone: false,
  download: false,
  ...extra,
});

export function tableData(extra: Partial<TableData> = {}): TableData {
  const body = extra.body ?? [row(1), row(2), row(3)];
  return {
    header: [
      column('ref_number', { orderable: true, fixed: true }),
      column('title', { orderable: true }),
      column('rooms', { orderable: true, format: 'rooms', textAlign: 'right' }),
      column('rental_price', { orderable: true, format: 'money', textAlign: 'right' }),
      column('available_from', { format: 'date' }),
      column('progress_state', {
        format: 'state',
        choices: [
          { value: 'available', displayName: 'Available' },
          { value: 'rented', displayName: 'Rented' },
        ],
      }),
      column('active', { format: 'boolean', textAlign: 'center' }),
      DETAIL_COLUMN,
    ],
    body,
    pagination: { currentPage: 1, rowsPerPage: 10, totalItems: body.length, enabled: true },
    bulkOptions: [bulk('activate'), bulk('deactivate'), bulk('delete')],
    bulkExtraOptions: [],
    settings: { key: 'objects_apartments', columnOrder: [], canReorder: false },
    createNew: null,
    excelDownload: { enabled: false },
    legend: [],
    stateFilters: {
      key: 'status',
      choices: [
        { value: 'all', displayName: 'All', totalNum: body.length, active: true },
        { value: 'available', displayName: 'Available', totalNum: body.length, active: false },
        { value: 'inactive', displayName: 'Inactive', totalNum: 0, active: false },
      ],
    },
    filters: [
      {
        key: 'building',
        verbose_name: 'Building',
        type: 'checkbox',
        choices: [
          { value: '3', displayName: 'Siedlung Obstgarten' },
          { value: '7', displayName: 'Wohnhaus Obstgarten' },
        ],
        selected: null,
        unit: null,
        step: null,
        min: null,
        max: null,
        mainFilters: true,
      },
    ],
    additionalFilters: [],
    search: { enabled: true, value: '' },
    sortKey: 'ref_number',
    ...extra,
  };
}

/** The getList reply of a table data, as dataProvider/index.ts gives it. */
export function listReply(table: Partial<TableData> & Pick<TableData, 'body' | 'pagination'>) {
  return {
    data: table.body.map((r) => ({ ...r, id: r._id })),
    total: table.pagination.totalItems,
    meta: table,
  };
}

export type FakeProvider = ListDataProvider & {
  getList: Mock<ListDataProvider['getList']>;
  getOne: Mock<ListDataProvider['getOne']>;
  bulkAction: Mock<ListDataProvider['bulkAction']>;
  saveListSettings: Mock<ListDataProvider['saveListSettings']>;
};

const notSupported = () => Promise.reject(new Error('not supported in this test'));

/** A dataProvider whose getList answers `table` (a function may answer per call). */
export function fakeProvider(table: TableData | ((params: GetListParams, resource: string) => TableData)) {
  const provider = {
    getList: vi.fn(async (resource: string, params: GetListParams) =>
      listReply(typeof table === 'function' ? table(params, resource) : table),
    ),
    getOne: vi.fn(notSupported),
    getMany: notSupported,
    getManyReference: notSupported,
    create: notSupported,
    update: notSupported,
    updateMany: notSupported,
    delete: notSupported,
    deleteMany: notSupported,
    bulkAction: vi.fn(notSupported),
    saveListSettings: vi.fn(async (key: string, value: string[]) => ({ key, value, message: '' })),
  };
  return provider as unknown as FakeProvider;
}

/** The parameters of the n-th getList call (0-based; -1 = the last). */
export function listCall(provider: FakeProvider, index = -1): GetListParams & { resource: string } {
  const calls = provider.getList.mock.calls;
  const call = calls.at(index);
  if (!call) throw new Error(`no getList call ${index} (of ${calls.length})`);
  return { ...(call[1] as GetListParams), resource: call[0] };
}

export function bootstrapOf(projectType = 'rent'): Bootstrap {
  const project = { slug: 'rent', title: 'Rent', type: projectType, brandColor: '#1f6f8b', url: '' };
  return {
    project_type: projectType,
    project,
    availableFeatures: {},
    baseBackendUrl: '',
    allowedFileTypes: [],
    allowedImageTypes: [],
    maxFileSize: 1,
    maxNumObjectImages: 1,
    projects: [project],
    currency: 'CHF',
    currencyOrder: 'before',
    unread_messages: 0,
    uiConfig: { applicationForm: { template: '' } },
    user: {
      id: 1,
      first_name: 'Anna',
      last_name: 'Keller',
      email: 'anna@demo.test',
      company: '',
      role: 'admin',
      permissions: [],
      features: {},
      username: 'demo.admin',
      userType: 'staff',
      language: 'en',
    },
    landingPage: null,
    canSeeProjectSettings: true,
  };
}

export interface RenderOptions {
  path?: string;
  projectType?: string;
  /** extra content beside the screen (e.g. a sidepanel probe) */
  beside?: ReactNode;
  /** a query client prepared before the screen renders (rows loaded alongside the start) */
  queryClient?: QueryClient;
}

/** The sidepanels list rows open by their address. */
const LIST_PANELS = {
  ...APPLICATION_PANEL_DEFINITIONS,
  ...MESSENGER_PANEL_DEFINITIONS,
  ...OBJECT_PANEL_DEFINITIONS,
  ...BUILDING_PANEL_DEFINITIONS,
};

/** Renders a screen in react-admin's context with a memory router; `location()` is the current URL. */
export function renderScreen(ui: ReactNode, provider: FakeProvider, options: RenderOptions = {}) {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], bootstrapOf(options.projectType));
  let current: Location | null = null;
  const result = render(
    <TestMemoryRouter initialEntries={[options.path ?? '/list']} locationCallback={(l) => (current = l)}>
      <AdminContext
        dataProvider={provider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <PanelDefinitionsContext.Provider value={LIST_PANELS}>
          <SidepanelProvider>
            {ui}
            {options.beside}
          </SidepanelProvider>
        </PanelDefinitionsContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  const location = (): Location => {
    if (!current) throw new Error('no location yet');
    return current;
  };
  return { ...result, location, queryClient };
}
