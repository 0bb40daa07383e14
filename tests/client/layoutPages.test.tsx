import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  I18nContextProvider,
  TestMemoryRouter,
  memoryStore,
  type I18nProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../dataProvider/http';
import { ErrorScreen } from '../../src/layout/ErrorScreen';
import { AccessDeniedPage, NotFoundPage } from '../../src/layout/PublicPages';

const i18nProvider: I18nProvider = {
  translate: (key: string) => key,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'de',
};

function renderInAdmin(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} queryClient={queryClient} store={memoryStore()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function replyWith(contentText: string) {
  type Reply = Awaited<ReturnType<typeof api.get>>;
  return vi.spyOn(api, 'get').mockResolvedValue({ data: { contentText } } as Reply);
}

afterEach(() => vi.restoreAllMocks());

describe('error screen', () => {
  it('shows the status, the generic messages and Home, support and Back on 500', () => {
    renderInAdmin(<ErrorScreen status={500} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('500');
    expect(alert.textContent).toContain('admin_500_page_message_1');
    expect(alert.textContent).toContain('admin_500_page_message_2');
    expect(screen.getByRole('link', { name: 'layout_error_home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'layout_error_support' }).getAttribute('href')).toMatch(
      /^mailto:support@immodesk\.ch\?subject=/,
    );
    expect(screen.getByRole('button', { name: 'layout_error_back' })).toBeTruthy();
  });

  it('works outside the router for a failed init, and Back goes back', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(
      <I18nContextProvider value={i18nProvider}>
        <ErrorScreen status={0} />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('admin_500_page_message_1');
    expect(screen.getByRole('link', { name: 'layout_error_home' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'layout_error_back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it("shows an archived project's title and messages instead of the generic ones", () => {
    renderInAdmin(<ErrorScreen status={503} title="Verkauf Seeblick" messages={['Projekt archiviert.']} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Verkauf Seeblick');
    expect(alert.textContent).toContain('Projekt archiviert.');
    expect(alert.textContent).not.toContain('admin_500_page_message_1');
  });

  it('offers no support link on access denied', () => {
    renderInAdmin(<ErrorScreen status={403} />);
    expect(screen.queryByRole('link', { name: 'layout_error_support' })).toBeNull();
    expect(screen.getByRole('link', { name: 'layout_error_home' })).toBeTruthy();
  });
});

describe('public error pages', () => {
  it('shows access denied with a link home, no header, and the privacy policy in the footer', async () => {
    renderInAdmin(<AccessDeniedPage />, '/403');
    // the page shows once the project's public theme has answered
    expect((await screen.findByRole('alert')).textContent).toContain('admin_access_denied');
    expect(screen.getByRole('link', { name: 'layout_error_home' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'layout_privacy_policy' }),
    ).toBeTruthy();
  });

  it('shows not found with its status', async () => {
    renderInAdmin(<NotFoundPage />, '/404');
    expect((await screen.findByRole('alert')).textContent).toContain('404');
    expect(screen.getByRole('alert').textContent).toContain('layout_not_found_message');
  });

  it('opens the privacy policy from the footer and shows it as text, never as markup', async () => {
    const get = replyWith('<h2>Datenschutz</h2><p>Wir <b>schützen</b> Ihre Daten.</p><img src="x" alt="x">');
    renderInAdmin(<NotFoundPage />, '/404');
    await userEvent.click(await screen.findByRole('button', { name: 'layout_privacy_policy' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Wir schützen Ihre Daten.');
    expect(within(dialog).getByRole('heading', { name: 'Datenschutz' })).toBeTruthy();
    expect(dialog.querySelector('b, img')).toBeNull();
    expect(get).toHaveBeenCalledWith('/api/v1/privacy-policy');
  });

  it('says so when the privacy policy cannot be loaded', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    renderInAdmin(<NotFoundPage />, '/404');
    await userEvent.click(await screen.findByRole('button', { name: 'layout_privacy_policy' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('layout_privacy_policy_error'));
  });
});
