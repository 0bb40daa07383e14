import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type {
  DepositProviderRecord,
  DigitalSignatureRecord,
  RentalAgreementRecord,
} from '../../schema/api/contractSettings';
import { CONTRACT_PLACEHOLDERS } from '../../schema/contract';
import { callsTo, expectRefusal, mockApi, renderSettings, type Call, type Reply } from './settingsFixtures';

const AGREEMENT = '/api/v1/settings/rental-agreement';
const SIGNATURE = '/api/v1/settings/digital-signature';
const PROVIDERS = '/api/v1/settings/deposit-providers';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

// jsdom lays nothing out: the editor scrolling its cursor into view needs a range's rectangles
beforeAll(() => {
  const none = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect ??= none;
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});

const AGREEMENT_RECORD: RentalAgreementRecord = {
  texts: {
    de: '<p>Mietvertrag für {{tenant_names}}</p>',
    fr: '<p>Bail pour {{tenant_names}}</p>',
    it: '',
    en: '',
  },
  clauses: ['house_rules', 'pets'],
  initialRentCantons: ['ZH', 'GE'],
  attachments: {
    de: [
      {
        key: '1/2026-11/aa.pdf',
        url: '/serve-media-files?url=1/2026-11/aa.pdf',
        name: 'Hausordnung.pdf',
        size: 2048,
      },
    ],
    fr: [],
    it: [],
    en: [],
  },
  version: 4,
};
const SIGNATURE_RECORD: DigitalSignatureRecord = {
  countersigner_id: null,
  link_days: 14,
  version: 1,
  countersigners: [
    { id: 3, name: 'Claudia Studer' },
    { id: 8, name: 'Marco Brunner' },
  ],
};
const PROVIDER: DepositProviderRecord = {
  id: 3,
  name: 'Helvetia Mietkaution AG',
  contact: 'Kundendienst',
  email: 'antraege@mietkaution.example.ch',
  version: 2,
  updated_at: '2026-03-01T10:00:00.000Z',
};

function server(handler: (call: Call) => Reply | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.url === AGREEMENT && call.method === 'GET') return { data: AGREEMENT_RECORD };
    if (call.url === AGREEMENT) return { data: { ...(call.body as object), version: 5 } };
    if (call.url === SIGNATURE && call.method === 'GET') return { data: SIGNATURE_RECORD };
    if (call.url === SIGNATURE)
      return { data: { ...SIGNATURE_RECORD, ...(call.body as object), version: 2 } };
    if (call.url === PROVIDERS) return { data: { providers: [PROVIDER] } };
    if (call.url === `${PROVIDERS}/3` && call.method === 'GET') return { data: PROVIDER };
    if (call.url === `${PROVIDERS}/3/edit`)
      return { data: { ...PROVIDER, ...(call.body as object), version: 3 } };
    if (call.url === `${PROVIDERS}/create`)
      return { status: 201, data: { ...PROVIDER, ...(call.body as object), id: 9 } };
    return undefined;
  });
}

const editor = (name: string) => screen.findByRole('textbox', { name }, { timeout: 10_000 });
const save = async () => {
  const button = await screen.findByRole('button', { name: 'Speichern' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await userEvent.click(button);
};

describe('settings > rental agreement', () => {
  it('shows the template per language with the contract placeholders and saves the clauses with the version', async () => {
    const calls = server();
    renderSettings({ path: '/settings/rental-agreement' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mietvertrag' })).toBeTruthy();
    await waitFor(async () =>
      expect((await editor('Vertragstext (Deutsch)')).textContent).toBe('Mietvertrag für {{tenant_names}}'),
    );
    for (const name of CONTRACT_PLACEHOLDERS) {
      expect(screen.getByRole('button', { name: `{{${name}}} einfügen` })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: '{{applicant_name}} einfügen' })).toBeNull();
    expect(screen.getByText('Referenzzinssatz')).toBeTruthy();
    // a contract has no images
    expect(screen.queryByTestId('inline-image-texts.de')).toBeNull();

    expect((screen.getByRole('checkbox', { name: 'Haustiere' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Staffelmiete' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Haustiere' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Staffelmiete' }));
    await save();
    await screen.findByText('Die Mietvertragsvorlage wurde gespeichert.');
    const body = callsTo(calls, 'POST', AGREEMENT)[0]?.body as RentalAgreementRecord;
    expect(body.version).toBe(4);
    expect([...body.clauses].sort()).toEqual(['house_rules', 'staggered_rent']);
    expect(body.texts.de).toBe('<p>Mietvertrag für {{tenant_names}}</p>');
    expect(body.texts.fr).toBe('<p>Bail pour {{tenant_names}}</p>');
    expect(body.initialRentCantons).toEqual(['ZH', 'GE']);
    expect(body.attachments.de.map((file) => file.name)).toEqual(['Hausordnung.pdf']);
  });

  it('uploads a PDF as an attachment of the French agreement and saves it with the others', async () => {
    const uploaded = {
      key: '1/2026-11/bb.pdf',
      url: '/serve-media-files?url=1/2026-11/bb.pdf',
      name: 'Règlement de maison.pdf',
      size: 4096,
    };
    const calls = server((call) =>
      call.url === '/api/v1/upload-files'
        ? {
            data: {
              status: 'success',
              message: '',
              messageKey: 'upload_done',
              uploaded: [uploaded],
              errors: [],
            },
          }
        : undefined,
    );
    renderSettings({ path: '/settings/rental-agreement' });
    await editor('Vertragstext (Deutsch)');
    // the German list shows the stored attachment
    expect(await screen.findByText('Hausordnung.pdf', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Französisch' }));
    const picker = (await screen.findByLabelText('Beilagen zum französischen Vertrag', {
      selector: 'input',
    })) as HTMLInputElement;
    expect(picker.accept).toBe('.pdf');
    await userEvent.upload(
      picker,
      new File(['%PDF-1.4'], 'Règlement de maison.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Règlement de maison.pdf')).toBeTruthy();
    await save();
    await screen.findByText('Die Mietvertragsvorlage wurde gespeichert.');
    const body = callsTo(calls, 'POST', AGREEMENT)[0]?.body as RentalAgreementRecord;
    expect(body.attachments.fr).toEqual([uploaded]);
    expect(body.attachments.de.map((file) => file.key)).toEqual(['1/2026-11/aa.pdf']);
  });

  it("shows the server's refusal of an attachment that is not a PDF on its language's tab", async () => {
    expectRefusal();
    server((call) =>
      call.url === AGREEMENT && call.method === 'POST'
        ? {
            status: 400,
            data: {
              message: 'Keine PDF-Datei',
              messageKey: 'rental_agreement_attachment_not_pdf',
              errors: { 'attachments.de': 'rental_agreement_attachment_not_pdf' },
            },
          }
        : undefined,
    );
    renderSettings({ path: '/settings/rental-agreement' });
    await editor('Vertragstext (Deutsch)');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Gartenpflege' }));
    await save();
    expect(
      await screen.findByText('Eine Beilage ist keine PDF-Datei. Laden Sie die Beilagen als PDF hoch.'),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Deutsch (mit Fehler)' })).toBeTruthy();
  });

  it('saves the cantons that require the official initial-rent form', async () => {
    const calls = server();
    renderSettings({ path: '/settings/rental-agreement' });
    const group = await screen.findByRole('group', { name: 'Amtliches Formular zum Anfangsmietzins' });
    const box = (canton: string) => within(group).getByRole('checkbox', { name: canton }) as HTMLInputElement;
    expect(box('ZH').checked).toBe(true);
    expect(box('GE').checked).toBe(true);
    expect(box('BE').checked).toBe(false);
    await userEvent.click(box('ZH'));
    await userEvent.click(box('LU'));
    await save();
    await screen.findByText('Die Mietvertragsvorlage wurde gespeichert.');
    const body = callsTo(calls, 'POST', AGREEMENT)[0]?.body as RentalAgreementRecord;
    expect([...body.initialRentCantons].sort()).toEqual(['GE', 'LU']);
  });

  it("shows the server's placeholder refusal on the French text and opens that tab", async () => {
    expectRefusal();
    server((call) =>
      call.url === AGREEMENT && call.method === 'POST'
        ? {
            status: 400,
            data: {
              message: 'Unbekannter Platzhalter',
              messageKey: 'invalid_request',
              errors: { 'texts.fr': 'contract_unknown_placeholder' },
            },
          }
        : undefined,
    );
    renderSettings({ path: '/settings/rental-agreement' });
    await editor('Vertragstext (Deutsch)');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Gartenpflege' }));
    await save();
    const tab = await screen.findByRole('tab', { name: 'Französisch (mit Fehler)' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const french = await editor('Vertragstext (Französisch)');
    const panel = french.closest('[role="tabpanel"]') as HTMLElement;
    expect(
      within(panel).getByText(
        'Dieser Platzhalter ist unbekannt oder unvollständig. Verwenden Sie nur die aufgeführten Platzhalter, je in zwei geschweiften Klammern.',
      ),
    ).toBeTruthy();
  });
});

describe('settings > digital signature', () => {
  it('refuses a link lifetime over 60 days in the form, then saves the countersigner and the days', async () => {
    const calls = server();
    renderSettings({ path: '/settings/digital-signature' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Digitale Unterschrift' })).toBeTruthy();
    expect(await screen.findByText('Noch niemand ist für die Gegenzeichnung gewählt.')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: /Gegenzeichnet von/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marco Brunner' }));
    const days = screen.getByRole('textbox', { name: /Gültigkeit des Links/ });
    await userEvent.clear(days);
    await userEvent.type(days, '61');
    await save();
    expect(await screen.findByText('Höchstens 60.')).toBeTruthy();
    expect(callsTo(calls, 'POST', SIGNATURE)).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await save();
    await screen.findByText('Die Einstellungen zur digitalen Unterschrift wurden gespeichert.');
    expect(callsTo(calls, 'POST', SIGNATURE)[0]?.body).toEqual({
      countersigner_id: 8,
      link_days: 30,
      version: 1,
    });
  });
});

describe('settings > deposit providers', () => {
  it('lists the providers, each opening its form', async () => {
    server();
    renderSettings({ path: '/settings/software-interfaces/deposit-providers' });
    const link = await screen.findByRole('link', { name: /Helvetia Mietkaution AG/ });
    expect(link.textContent).toContain('antraege@mietkaution.example.ch');
    expect(link.getAttribute('href')).toBe('/settings/software-interfaces/deposit-providers/3');
    expect(screen.getByRole('link', { name: 'Neuer Kautionsanbieter' }).getAttribute('href')).toBe(
      '/settings/software-interfaces/deposit-providers/create',
    );
  });

  it('checks name and mail address before sending a new provider, then creates it', async () => {
    const calls = server();
    renderSettings({ path: '/settings/software-interfaces/deposit-providers/create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuer Kautionsanbieter' })).toBeTruthy();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /E-Mail-Adresse für Anfragen/ }),
      'kein-mail',
    );
    await save();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      screen.getByRole('textbox', { name: /E-Mail-Adresse für Anfragen/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(callsTo(calls, 'POST', `${PROVIDERS}/create`)).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kautionsgarant');
    await userEvent.clear(screen.getByRole('textbox', { name: /E-Mail-Adresse für Anfragen/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-Mail-Adresse für Anfragen/ }),
      'anfragen@garant.ch',
    );
    await save();
    await screen.findByText('Der Kautionsanbieter wurde gespeichert.');
    expect(callsTo(calls, 'POST', `${PROVIDERS}/create`)[0]?.body).toMatchObject({
      name: 'Kautionsgarant',
      email: 'anfragen@garant.ch',
    });
  });

  it('edits a provider with its version', async () => {
    const calls = server();
    renderSettings({ path: '/settings/software-interfaces/deposit-providers/3' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Helvetia Mietkaution AG'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Helvetia Kaution AG');
    await save();
    await screen.findByText('Der Kautionsanbieter wurde gespeichert.');
    expect(callsTo(calls, 'POST', `${PROVIDERS}/3/edit`)[0]?.body).toMatchObject({
      name: 'Helvetia Kaution AG',
      email: 'antraege@mietkaution.example.ch',
      version: 2,
    });
  });

  it('deletes a provider after asking, back on the list', async () => {
    const calls = server((call) => (call.method === 'DELETE' ? { data: { id: 3 } } : undefined));
    renderSettings({ path: '/settings/software-interfaces/deposit-providers/3' });
    await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kautionsanbieter löschen?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /Bestätigen|Löschen/ }));
    await screen.findByText('Der Kautionsanbieter wurde gelöscht.');
    expect(callsTo(calls, 'DELETE', `${PROVIDERS}/3`)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Neuer Kautionsanbieter' })).toBeTruthy();
  });
});
