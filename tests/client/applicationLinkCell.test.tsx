import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationLinkCell } from '../../resources/objects/ApplicationLinkCell';
import { i18nProvider } from './formsFixtures';

describe("an object row's application link", () => {
  it('opens the public form in a new tab and copies its full address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const row = { id: 3, title: '3½-Zimmer-Wohnung', application_url: '/form/application/new?uuids=abc123' };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ApplicationLinkCell row={row as never} />
      </AdminContext>,
    );
    const open = await screen.findByRole('link', { name: 'Bewerbungsformular von 3½-Zimmer-Wohnung öffnen' });
    expect(open.getAttribute('href')).toBe(`${window.location.origin}/form/application/new?uuids=abc123`);
    expect(open.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Bewerbungslink von 3½-Zimmer-Wohnung kopieren' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/form/application/new?uuids=abc123`),
    );
  });

  it('shows nothing for a row without a link', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ApplicationLinkCell row={{ id: 4, title: 'Parkplatz' } as never} />
      </AdminContext>,
    );
    expect(container.querySelector('a, button')).toBeNull();
  });
});
