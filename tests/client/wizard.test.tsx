import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setStoredUser } from '../../dataProvider/storage';
import { choiceRule, dateRule, moneyRule, numberRule, textRule } from '../../schema/rules';
import type { SessionUser } from '../../schema/api/session';
import { Wizard, pageFieldTest, type WizardPage } from '../../src/wizard';
import { descriptionOf, renderForm } from './formsFixtures';

const KINDS = [
  { id: 'apartment', name: 'Wohnung' },
  { id: 'parking', name: 'Parkplatz' },
];

/** A small object wizard: the rental page exists for apartments only. */
const PAGES: WizardPage[] = [
  {
    name: 'basics',
    menu: { displayName: 'Objekt', image: { type: 'icon', value: HomeOutlined } },
    fields: [
      { source: 'type', kind: 'radio', label: 'Art', choices: KINDS, translateChoice: false },
      { source: 'title', kind: 'text', label: 'Titel', required: true },
    ],
    validate: async (values) => (values.title === 'Vergeben' ? { title: 'ref_number_taken' } : undefined),
  },
  {
    name: 'rental',
    menu: { displayName: 'Vermietung', image: { type: 'txt', value: 'V' } },
    when: (values) => values.type === 'apartment',
    fields: [{ source: 'rooms', kind: 'number', label: 'Zimmer', step: 0.5, required: true }],
  },
  {
    name: 'prices',
    menu: { displayName: 'Preise' },
    fields: [
      { source: 'rent', kind: 'money', label: 'Miete', required: true },
      { source: 'availableFrom', kind: 'date', label: 'Verfügbar ab' },
    ],
  },
  {
    name: 'summary',
    menu: { displayName: 'Zusammenfassung' },
    render: (values) => <p>Zusammenfassung: {String(values.title ?? '')}</p>,
  },
];

const SCHEMA = z.object({
  type: choiceRule(['apartment', 'parking'], true),
  title: textRule({ required: true, max: 200 }),
  rooms: numberRule({ required: true, min: 1, max: 30, step: 0.5 }),
  rent: moneyRule({ required: true }),
  availableFrom: dateRule(),
});

const user: SessionUser = {
  id: 4,
  first_name: 'Lukas',
  last_name: 'Meier',
  email: 'lukas.meier@demo.test',
  company: 'Demo AG',
  role: 'user',
  permissions: [],
  features: {},
  username: 'demo.user',
  userType: 'staff',
  language: 'de',
};
const DRAFT_KEY = 'immodesk.wizard.object-test.rent.4';

function renderWizard(onComplete = vi.fn()) {
  setStoredUser({ ...user, token: 't' });
  const view = renderForm(
    <Wizard
      id="object-test"
      pages={PAGES}
      schema={SCHEMA}
      defaultValues={{ type: 'apartment' }}
      onComplete={onComplete}
    />,
  );
  return { ...view, onComplete };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const steps = () => within(screen.getByRole('navigation', { name: 'Schritte' })).getAllByRole('listitem');
const forward = () => screen.getByRole('button', { name: 'Weiter' });

describe('wizard', () => {
  it("puts the server's errors inside a page's lists and special content on that page", () => {
    const onPage = pageFieldTest([
      {
        name: 'areas',
        menu: { displayName: 'Flächen' },
        fields: [
          { source: 'title', kind: 'text', label: 'Titel' },
          {
            source: 'areas',
            kind: 'array',
            label: 'Flächen',
            fields: [{ source: 'area', kind: 'number', label: 'm²' }],
          },
        ],
        sources: ['files'],
      },
    ]);
    expect(['title', 'areas', 'areas.2.area', 'files', 'files.0.key'].filter(onPage)).toHaveLength(5);
    expect(['price', 'areas.2.price', 'filesExtra'].filter(onPage)).toEqual([]);
  });

  it('keeps the page while an input is invalid, and moves the focus to it', async () => {
    const u = userEvent.setup({ delay: null });
    renderWizard();
    await heading('Objekt');
    await u.click(forward());
    const title = screen.getByRole('textbox', { name: /^Titel/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(descriptionOf(title)).toBe('Bitte ausfüllen.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Objekt');

    // the next page is checked when it is left, not before
    await u.type(title, 'Seeblick');
    await u.click(forward());
    await heading('Vermietung');
    expect(screen.getByRole('textbox', { name: /^Zimmer/ }).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('shows a compact step indicator on a narrow screen', async () => {
    const narrow = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    vi.stubGlobal('matchMedia', narrow);
    try {
      renderWizard();
      await heading('Objekt');
      const nav = screen.getByRole('navigation', { name: 'Schritte' });
      expect(nav.textContent).toBe('Schritt 1 von 4: Objekt');
      expect(within(nav).queryAllByRole('listitem')).toEqual([]);
      expect(
        within(nav).getByRole('progressbar', { name: 'Schritt 1 von 4' }).getAttribute('aria-valuenow'),
      ).toBe('25');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks the page's server check before going on", async () => {
    const u = userEvent.setup({ delay: null });
    renderWizard();
    await u.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Vergeben{Enter}');
    const title = screen.getByRole('textbox', { name: /^Titel/ });
    await waitFor(() =>
      expect(descriptionOf(title)).toBe('Diese Referenz ist in diesem Projekt schon vergeben.'),
    );
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Objekt');
  });

  it('counts its pages by the answers, opens earlier pages from the menu and not later ones', async () => {
    const u = userEvent.setup({ delay: null });
    renderWizard();
    await heading('Objekt');
    expect(steps().map((step) => step.textContent)).toEqual([
      'Objekt',
      'VVermietung',
      '3Preise',
      '4Zusammenfassung',
    ]);
    await u.click(screen.getByRole('radio', { name: 'Parkplatz' }));
    expect(steps()).toHaveLength(3);
    await u.click(screen.getByRole('radio', { name: 'Wohnung' }));
    expect(steps()).toHaveLength(4);

    await u.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Seeblick');
    await u.click(forward());
    await heading('Vermietung');
    await u.type(screen.getByRole('textbox', { name: /^Zimmer/ }), '3.5');
    await u.click(forward());
    await heading('Preise');

    const menu = screen.getByRole('navigation', { name: 'Schritte' });
    // the pages passed are marked done: a tick, and "erledigt" for screen readers
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Objekt (erledigt)', 'Vermietung (erledigt)']);
    expect(within(menu).getAllByTestId('wizard-step-done')).toHaveLength(2);
    expect(within(menu).queryByRole('button', { name: /Zusammenfassung/ })).toBeNull();
    expect(within(menu).getByText('Preise').closest('[aria-current="step"]')).toBeTruthy();

    await u.click(within(menu).getByRole('button', { name: /Objekt/ }));
    await heading('Objekt');
    expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveProperty('value', 'Seeblick');
    // back on the first page, the pages passed stay marked (not the one shown)
    expect(steps().map((step) => step.textContent)).toEqual([
      'Objekt',
      'Vermietung (erledigt)',
      '3Preise',
      '4Zusammenfassung',
    ]);
    await u.click(forward());
    await heading('Vermietung');
    await u.click(screen.getByRole('button', { name: 'Zurück' }));
    await heading('Objekt');
  });

  it('completes on the last page with the answers of the pages that exist, and forgets the draft', async () => {
    const u = userEvent.setup({ delay: null });
    const { onComplete } = renderWizard(vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))));
    await u.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Seeblick');
    await u.click(forward());
    await u.type(await screen.findByRole('textbox', { name: /^Zimmer/ }), '2.5');
    await u.click(screen.getByRole('button', { name: 'Zurück' }));
    // a parking space has no rental page: its answers are not sent
    await u.click(await screen.findByRole('radio', { name: 'Parkplatz' }));
    await u.click(forward());
    await heading('Preise');
    await u.type(screen.getByRole('textbox', { name: /^Miete/ }), '120');
    await u.type(screen.getByRole('textbox', { name: 'Verfügbar ab' }), '01.04.2026');
    await u.click(forward());
    await heading('Zusammenfassung');
    expect(screen.getByText('Zusammenfassung: Seeblick')).toBeTruthy();
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    const complete = screen.getByRole('button', { name: 'Abschliessen' });
    await u.dblClick(complete);
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toEqual({
      type: 'parking',
      title: 'Seeblick',
      rent: 120,
      availableFrom: '2026-04-01',
    });
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('restores the draft after a reload, on its page, and starts over on request', async () => {
    const u = userEvent.setup({ delay: null });
    const first = renderWizard();
    await u.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Seeblick');
    await u.click(forward());
    await heading('Vermietung');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}').page).toBe('rental'),
    );
    first.unmount();

    renderWizard();
    expect(
      await screen.findByText(/^Ihr Entwurf vom \d\d\.\d\d\.\d{4} \d\d:\d\d wurde wiederhergestellt\.$/),
    ).toBeTruthy();
    await heading('Vermietung');
    await u.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('textbox', { name: /^Titel/ })).toHaveProperty('value', 'Seeblick');

    await u.click(screen.getByRole('button', { name: 'Neu beginnen' }));
    await u.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveProperty('value', ''));
    expect(screen.queryByText(/wurde wiederhergestellt/)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('asks before leaving with answers', async () => {
    const u = userEvent.setup({ delay: null });
    const { locations } = renderWizard();
    await u.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Seeblick');
    await u.click(screen.getByRole('link', { name: 'leave' }));
    await u.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(locations.at(-1)).toBe('/form');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull());
    await u.click(screen.getByRole('link', { name: 'leave' }));
    await u.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    // discarded means gone: no draft is kept, and the next wizard starts empty
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('starts empty after its answers were discarded on leaving', async () => {
    const u = userEvent.setup({ delay: null });
    const first = renderWizard();
    await u.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Seeblick');
    await u.click(forward());
    await heading('Vermietung');
    await u.click(screen.getByRole('link', { name: 'leave' }));
    await u.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await screen.findByText('elsewhere');
    first.unmount();

    renderWizard();
    await heading('Objekt');
    expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveProperty('value', '');
    expect(screen.queryByText(/wurde wiederhergestellt/)).toBeNull();
    expect(screen.queryAllByTestId('wizard-step-done')).toHaveLength(0);
  });
});
