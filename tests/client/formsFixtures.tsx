import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { dataProvider as appDataProvider } from '../../dataProvider';
import { de } from '../../i18n/de';
import type { Bootstrap } from '../../schema/api/session';

/** Test helpers of the form engine and the wizard: the app's German texts, a data router, a project. */

/** What a served image shows as once fetched (jsdom has no object URLs: ./setup.ts stubs them). */
export { PREVIEW_URL } from './setup';

/** A served file's bytes, as the server answers GET /serve-media-files. */
export const servedFile = () => ({ data: new Blob(['png'], { type: 'image/png' }) });

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

export const project = {
  currency: 'CHF',
  currencyOrder: 'before',
  allowedFileTypes: ['pdf', 'jpg', 'png'],
  allowedImageTypes: ['jpg', 'png'],
  maxFileSize: 5,
  maxNumObjectImages: 3,
} as unknown as Bootstrap;

export interface RenderOptions {
  /** react-admin's methods the test answers (getList, getOne, update...) besides the app's own */
  dataProvider?: Partial<DataProvider>;
  path?: string;
}

/**
 * Renders `ui` at `path` (a data router, so that leaving a page can be blocked) in react-admin's
 * context with the app's German texts and the project's bootstrap; `/elsewhere` is another page.
 */
export function renderForm(ui: ReactNode, { dataProvider, path = '/form' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], project);
  const locations: string[] = [];
  const provider = dataProvider ? { ...appDataProvider, ...testDataProvider(dataProvider) } : appDataProvider;
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => locations.push(location.pathname)}
    >
      <AdminContext
        dataProvider={provider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route
            path="/form/*"
            element={
              <>
                <Link to="/elsewhere">leave</Link>
                {ui}
              </>
            }
          />
          <Route path="/elsewhere" element={<p>elsewhere</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, queryClient, locations };
}

/** The text describing an input: its helper text or its error. */
export function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
