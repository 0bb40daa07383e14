import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationLinkCell } from '../../resources/objects/ApplicationLinkCell';
import { ApplicationLinkSection } from '../../resources/objects/ApplicationLinkSection';
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

describe("an object's application link on its page and in its sidepanel", () => {
  const detail = {
    id: 7,
    application_url: '/form/application/new?uuids=abc123',
    basics: { title: 'Attika mit Seesicht' },
  };

  it('shows the full address with Copy, Open and a QR code of the same address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const url = `${window.location.origin}/form/application/new?uuids=abc123`;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ApplicationLinkSection detail={detail as never} />
      </AdminContext>,
    );
    const section = screen.getByRole('region', { name: 'Bewerbungslink' });
    expect(section.textContent).toContain(url);
    const open = screen.getByRole('link', { name: 'Bewerbungsformular öffnen' });
    expect(open.getAttribute('href')).toBe(url);
    const qr = screen.getByRole('img', { name: 'QR-Code des Bewerbungslinks von Attika mit Seesicht' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await user.click(screen.getByRole('button', { name: 'Bewerbungslink kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
  });

  it('shows nothing for an object without a link', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ApplicationLinkSection detail={{ ...detail, application_url: '' } as never} />
      </AdminContext>,
    );
    expect(container.textContent).toBe('');
  });
});
