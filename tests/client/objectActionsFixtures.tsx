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
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { RequestError } from '../../dataProvider';
import type { AppDataProvider } from '../../dataProvider';
import type { objectMethods } from '../../dataProvider/objectMethods';
import { de } from '../../i18n/de';
import type { ObjectDetail } from '../../schema/api/objects';
import type { Bootstrap } from '../../schema/api/session';
import { SidepanelProvider } from '../../src/layout/sidepanel';

/** Test helpers of the object toolbar, the media modals and the import: German texts, a fake data provider. */

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

export const project = {
  currency: 'CHF',
  currencyOrder: 'before',
  allowedFileTypes: ['pdf', 'docx'],
  allowedImageTypes: ['jpg', 'png'],
  maxFileSize: 5,
  maxNumObjectImages: 3,
} as unknown as Bootstrap;

export function objectRecord(extra: Partial<ObjectDetail> = {}): ObjectDetail {
  return {
    id: 7,
    type: 'apartments',
    progress_state: 'available',
    active: true,
    version: 4,
    sale: false,
    application_url: '/form/application/new?uuids=0123456789abcdef0123456789abcdef',
    building: null,
    basics: {
      title: 'Seeblick 3.5',
      propertyType: 'apartment',
      refNumber: 'RENT-A-0007',
      rooms: 3.5,
      floor: '2. OG',
      floorNum: 2,
      area: 92,
      areas: [],
      characteristics: [],
    },
    prices: {
      rentalPrice: 2450,
      nettoPrice: 2200,
      extraPrice: 250,
      deposit: null,
      rentalPricePerSquareMeter: null,
      nettoPricePerSquareMeter: null,
      capitalShare: null,
      electricityCost: null,
      sellingPrice: extra.sale ? 1234567.5 : null,
    },
    address: { building: null, street: 'Seestrasse', houseNumber: '3', postalCode: '8800', city: 'Thalwil' },
    rental: {
      minOccupancy: null,
      maxOccupancy: null,
      minAdults: null,
      maxAdults: null,
      minChildren: null,
      maxChildren: null,
      householdType: '',
      adultAge: null,
      capitalFrom: null,
      capitalTo: null,
      incomeFrom: null,
      incomeTo: null,
      catsAllowed: true,
      dogsAllowed: true,
    },
    additional: {
      application: true,
      availableFrom: null,
      owner: '',
      visitation: '',
      visitationPhone: '',
      targetGroup: '',
      inspectForm: false,
      subsidized: false,
      description: '',
    },
    images: [],
    ...extra,
  };
}

type CrudMethod =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';
type Methods = typeof objectMethods & Pick<DataProvider, CrudMethod>;
export type FakeObjectProvider = { [K in keyof Methods]: Mock<Methods[K]> };

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected in this test`));

/** A data provider whose every method is a mock: refusing until a test gives it an answer. */
export function fakeObjectProvider(answers: Partial<Methods> = {}): FakeObjectProvider {
  const names = [
    'getList',
    'getOne',
    'getMany',
    'getManyReference',
    'create',
    'update',
    'updateMany',
    'delete',
    'deleteMany',
    'getObjectImages',
    'saveObjectImages',
    'uploadObjectImages',
    'getMediaFile',
    'getObjectFiles',
    'saveObjectFiles',
    'uploadObjectFiles',
    'removeUploadedFiles',
    'downloadObjectPosting',
    'getObjectStateInfo',
    'terminateObject',
    'setObjectToRented',
    'setObjectToSold',
    'freeObject',
    'downloadImportTemplate',
    'previewObjectImport',
    'importObjects',
  ] as const;
  const provider: Record<string, unknown> = { supportAbortSignal: false };
  for (const name of names) {
    const answer = (answers as Record<string, unknown>)[name];
    provider[name] = vi.fn((typeof answer === 'function' ? answer : unexpected(name)) as () => unknown);
  }
  // thumbnails answer a small blob unless a test says otherwise
  if (!answers.getMediaFile) {
    (provider.getMediaFile as Mock).mockImplementation(async () => ({ data: new Blob(['jpeg']) }));
  }
  return provider as unknown as FakeObjectProvider;
}

/** What a refused call throws: react-admin's HttpError with the server's body. */
export function refusal(status: number, body: Record<string, unknown>): RequestError {
  return new RequestError(String(body.message ?? `status ${status}`), status, body);
}

export interface RenderOptions {
  path?: string;
  authProvider?: AuthProvider;
  /** the list screen a deleted object's page goes back to */
  beside?: ReactNode;
}

/** Renders `ui` in react-admin's context with the German texts, a sidepanel host and notifications. */
export function renderWithAdmin(ui: ReactNode, provider: FakeObjectProvider, options: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], project);
  const locations: string[] = [];
  const view = render(
    <TestMemoryRouter
      initialEntries={[options.path ?? '/objects/7']}
      locationCallback={(location) => locations.push(location.pathname)}
    >
      <AdminContext
        dataProvider={provider as unknown as AppDataProvider}
        authProvider={options.authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <SidepanelProvider>
          <Routes>
            <Route path="/objects/apartments" element={<p>Liste der Wohnungen</p>} />
            <Route path="*" element={ui} />
          </Routes>
          {options.beside}
        </SidepanelProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, queryClient, locations };
}

/** A promise a test settles itself. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
