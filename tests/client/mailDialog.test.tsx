import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { mailMethods } from '../../dataProvider/mailMethods';
import {
  APPLICATION_MAIL_PROMPTS,
  DenialMailButton,
  MailDialog,
  MailDialogButton,
  WriteMailButton,
  type MailTarget,
} from '../../resources/communication/mail';
import {
  canSend,
  draftOf,
  hasMixedLanguages,
  markedParts,
} from '../../resources/communication/mail/mailDialogModel';
import type {
  MailContact,
  MailDialogReply,
  MailPreviewRequest,
  MailSendReply,
} from '../../schema/api/communication';
import { ObjectMailPrompt } from '../../resources/objects/ObjectList';
import { TenantMailPrompt } from '../../resources/tenant/TenantList';
import { SchemaList } from '../../src/list';
import { i18nProvider, refusal } from './applicationsFixtures';
import { expectConsole } from './consoleGuard';
import { bootstrapOf, bulk, listReply, row, tableData } from './listFixtures';

type Methods = typeof mailMethods;
type FakeMail = { [K in keyof Methods]: Mock<Methods[K]> } & {
  getList: Mock;
  bulkAction: Mock;
  saveListSettings: Mock;
};

const contact = (id: number, name: string, extra: Partial<MailContact> = {}): MailContact => ({
  id,
  adultId: null,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.ch`,
  language: 'de',
  ...extra,
});

function dialogReply(contacts: MailContact[] = [contact(1, 'Vreni Huber'), contact(2, 'Hans Muster')]) {
  return {
    language: 'de',
    contactGroups: [{ language: 'de', contacts }],
    newTemplate: { id: 0, title: 'Neu', subject: '', body: '<p>Freundliche Grüsse</p>', new: true },
    mailTemplates: [
      {
        id: 7,
        title: 'Einladung zur Besichtigung',
        subject: 'Besichtigung {{object_title}}',
        body: '<p>{{salutation}}</p><p>Wir laden Sie ein.</p>',
        new: false,
      },
    ],
  } satisfies MailDialogReply;
}

const nameOf = (request: MailPreviewRequest) => (request.targetId === 1 ? 'Vreni Huber' : 'Hans Muster');

function sendReply(extra: Partial<MailSendReply> = {}): MailSendReply {
  return {
    batchId: 5,
    delivery: 'outbox',
    queued: 1,
    letters: 1,
    fileUrl: '/api/v1/files/letters.pdf',
    results: [
      { id: 1, status: 'queued' },
      { id: 2, status: 'letter', message: 'Ohne E-Mail-Adresse: erhält einen Brief.' },
      { id: 3, status: 'failed', message: 'Dieser Empfänger wurde nicht gefunden.' },
    ],
    notify: [],
    ...extra,
  };
}

function fakeMail(answers: Partial<{ [K in keyof Methods]: Methods[K] }> = {}): FakeMail {
  const refuse = (name: string) => () => Promise.reject(new Error(`${name} was not expected`));
  const defaults: { [K in keyof Methods]: Methods[K] } = {
    getMailDialog: async () => ({ data: dialogReply() }),
    previewMail: async (request) => ({
      data: {
        subject: request.subject.replace('{{object_title}}', 'Seeweg 4'),
        body: request.body.replace('{{salutation}}', `Guten Tag ${nameOf(request)}`),
        adultId: request.adultId ?? null,
        unfilled: [],
      },
    }),
    sendBulkMail: refuse('sendBulkMail'),
    getMailBatch: async (id) => ({
      data: { id, total: 1, queued: 1, sent: 0, failed: 0, bounced: 0, delivering: false },
    }),
    uploadMailAttachment: refuse('uploadMailAttachment'),
    downloadMailLetters: async () => ({ data: { fileName: 'Briefe.pdf' } }),
    getDirectMail: refuse('getDirectMail'),
    sendDirectMail: refuse('sendDirectMail'),
    getReferenceMails: refuse('getReferenceMails'),
    sendReferenceMails: refuse('sendReferenceMails'),
    getOfferDenial: refuse('getOfferDenial'),
    sendOfferDenial: refuse('sendOfferDenial'),
  };
  const provider: Record<string, unknown> = {
    supportAbortSignal: false,
    getList: vi.fn(refuse('getList')),
    bulkAction: vi.fn(refuse('bulkAction')),
    saveListSettings: vi.fn(async (key: string, value: string[]) => ({ key, value, message: '' })),
  };
  for (const name of Object.keys(defaults) as Array<keyof Methods>) {
    provider[name] = vi.fn((answers[name] ?? defaults[name]) as () => unknown);
  }
  return provider as unknown as FakeMail;
}

const communicationAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  canAccess: async ({ resource }) => resource === 'communication',
};

function renderMail(ui: ReactNode, provider: FakeMail, authProvider?: AuthProvider) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['bootstrap'], {
    ...bootstrapOf('rent'),
    allowedFileTypes: ['pdf'],
    maxFileSize: 5,
  });
  render(
    <TestMemoryRouter initialEntries={['/applications']}>
      <AdminContext
        dataProvider={provider as never}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return userEvent.setup();
}

const BULK: MailTarget = { kind: 'bulk', targets: [1, 2], mailView: 'applications' };
const sendButton = () => screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement;

async function toPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Einladung zur Besichtigung/ }));
  expect(await screen.findByRole('textbox', { name: 'Text' }, { timeout: 10_000 })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  return screen.findByRole('region', { name: 'Mail an Vreni Huber' });
}

describe('the mail dialog rules', () => {
  it('enables Send only on a complete preview that is not loading or sending', () => {
    const preview = { subject: 'Hallo', body: '<p>Text</p>', adultId: null, unfilled: [] };
    expect(canSend({ step: 'preview', loading: false, sending: false, preview })).toBe(true);
    expect(canSend({ step: 'templates', loading: false, sending: false, preview })).toBe(false);
    expect(canSend({ step: 'editor', loading: false, sending: false, preview })).toBe(false);
    expect(canSend({ step: 'preview', loading: true, sending: false, preview })).toBe(false);
    expect(canSend({ step: 'preview', loading: false, sending: true, preview })).toBe(false);
    expect(
      canSend({ step: 'preview', loading: false, sending: false, preview: { ...preview, subject: ' ' } }),
    ).toBe(false);
    expect(
      canSend({ step: 'preview', loading: false, sending: false, preview: { ...preview, body: '<p></p>' } }),
    ).toBe(false);
  });

  it('refuses Send on a preview with a placeholder it could not fill', () => {
    const preview = { subject: 'Hallo', body: '<p>Text</p>', adultId: null, unfilled: ['{{viewing_date}}'] };
    expect(canSend({ step: 'preview', loading: false, sending: false, preview })).toBe(false);
    expect(markedParts('Besichtigung am {{viewing_date}}.', preview.unfilled)).toEqual([
      { text: 'Besichtigung am ', marked: false },
      { text: '{{viewing_date}}', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('names a stored template only: a new mail and the drafts of a kind of mail have none', () => {
    const template = { id: 7, title: 'Einladung', subject: 'S', body: '<p>B</p>', new: false };
    expect(draftOf(template).templateId).toBe(7);
    expect(draftOf({ ...template, id: 0 }).templateId).toBeNull();
    expect(draftOf({ ...template, id: 0, new: true }).templateId).toBeNull();
  });

  it('finds rows of different languages', () => {
    expect(hasMixedLanguages([{ _language: 'de' }, { _language: 'de' }])).toBe(false);
    expect(hasMixedLanguages([{ _language: 'de' }, { _language: 'fr' }])).toBe(true);
  });
});

describe('the mail dialog', () => {
  it('goes from the template list to the editor and on to each recipient’s preview', async () => {
    const provider = fakeMail();
    const user = renderMail(<MailDialog target={BULK} onClose={() => undefined} />, provider);
    expect(await screen.findByRole('dialog', { name: /Mail an die Auswahl/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Neues Mail verfassen' })).toBeTruthy();
    expect(provider.getMailDialog).toHaveBeenCalledWith({ targets: [1, 2], mailView: 'applications' });

    await user.click(await screen.findByRole('button', { name: /Einladung zur Besichtigung/ }));
    expect(((await screen.findByRole('textbox', { name: 'Betreff' })) as HTMLInputElement).value).toBe(
      'Besichtigung {{object_title}}',
    );
    expect(await screen.findByRole('textbox', { name: 'Text' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));

    const first = await screen.findByRole('region', { name: 'Mail an Vreni Huber' });
    expect(within(first).getByText('Besichtigung Seeweg 4')).toBeTruthy();
    expect(within(first).getByText('Guten Tag Vreni Huber')).toBeTruthy();
    expect(provider.previewMail.mock.calls[0]?.[0]).toMatchObject({ mailView: 'applications', targetId: 1 });

    await user.click(screen.getByRole('button', { name: 'Nächster' }));
    const second = await screen.findByRole('region', { name: 'Mail an Hans Muster' });
    expect(within(second).getByText('Guten Tag Hans Muster')).toBeTruthy();
    expect(provider.previewMail.mock.calls.at(-1)?.[0]).toMatchObject({ targetId: 2 });
  });

  it('keeps Send disabled while loading, on the template list, in the editor and on an incomplete preview', async () => {
    let answer: (value: { data: MailDialogReply }) => void = () => undefined;
    const provider = fakeMail({
      getMailDialog: () => new Promise((resolve) => (answer = resolve)),
      previewMail: async (request) => ({
        data: { subject: request.subject, body: '', adultId: null, unfilled: [] },
      }),
    });
    const user = renderMail(<MailDialog target={BULK} onClose={() => undefined} />, provider);
    expect(sendButton().disabled).toBe(true);
    answer({ data: dialogReply() });
    expect(await screen.findByRole('button', { name: 'Neues Mail verfassen' })).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Einladung zur Besichtigung/ }));
    expect(await screen.findByRole('textbox', { name: 'Text' }, { timeout: 10_000 })).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
    expect(
      await screen.findByText('Betreff oder Text fehlt: So kann das Mail nicht gesendet werden.'),
    ).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('marks the placeholders the preview could not fill, explains and keeps Send disabled', async () => {
    const provider = fakeMail({
      previewMail: async (request) => ({
        data: {
          subject: 'Besichtigung {{viewing_date}}',
          body: '<p>Bitte kommen Sie am <mark data-placeholder="">{{viewing_date}}</mark>.</p><p>Grüsse {{first_name}</p>',
          adultId: request.adultId ?? null,
          unfilled: ['{{viewing_date}}', '{{first_name}'],
        },
      }),
    });
    const user = renderMail(<MailDialog target={BULK} onClose={() => undefined} />, provider);
    const region = await toPreview(user);
    const subject = within(region).getByTestId('mail-preview-subject');
    expect([...subject.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['{{viewing_date}}']);
    const body = within(region).getByTestId('mail-preview-body');
    expect([...body.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['{{viewing_date}}']);
    expect(within(region).getByTestId('mail-preview-to').textContent).toBe(
      'An: Vreni Huber <vreni@example.ch>',
    );
    expect(
      screen.getByText(
        'Diese Platzhalter konnten nicht gefüllt werden: {{viewing_date}}, {{first_name}. Ersetzen Sie sie durch Text oder entfernen Sie sie, dann kann das Mail gesendet werden.',
      ),
    ).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Senden ist erst möglich, wenn alle Platzhalter gefüllt sind.')).toBeTruthy();
  });

  it('shows the template subjects with sample values, not raw placeholders', async () => {
    renderMail(<MailDialog target={BULK} onClose={() => undefined} />, fakeMail());
    expect(await screen.findByText('Besichtigung 3.5-Zi.-Wohnung 2.OG')).toBeTruthy();
    expect(screen.queryByText(/\{\{object_title\}\}/)).toBeNull();
  });

  it('sends once, shows each row’s result, saves the letters and says the mails wait in the outbox', async () => {
    let answer: (value: { data: MailSendReply }) => void = () => undefined;
    const provider = fakeMail({ sendBulkMail: () => new Promise((resolve) => (answer = resolve)) });
    const onSent = vi.fn();
    const user = renderMail(<MailDialog target={BULK} onClose={() => undefined} onSent={onSent} />, provider);
    await toPreview(user);
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    await user.click(sendButton());
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(sendButton());
    expect(provider.sendBulkMail).toHaveBeenCalledTimes(1);
    expect(provider.sendBulkMail.mock.calls[0]?.[0]).toEqual({
      targets: [1, 2],
      mailView: 'applications',
      subject: 'Besichtigung {{object_title}}',
      body: '<p>{{salutation}}</p><p>Wir laden Sie ein.</p>',
      templateId: 7,
      pdf: true,
      attachments: [],
      apartmentId: null,
    });
    answer({ data: sendReply() });

    const results = await screen.findByRole('table', { name: 'Ergebnis' });
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Vreni HuberWartet im Postausgang',
      'Hans MusterBriefOhne E-Mail-Adresse: erhält einen Brief.',
      '#3FehlgeschlagenDieser Empfänger wurde nicht gefunden.',
    ]);
    await waitFor(() =>
      expect(provider.downloadMailLetters).toHaveBeenCalledWith('/api/v1/files/letters.pdf'),
    );
    expect(await screen.findByText(/1 Mails warten im Postausgang/)).toBeTruthy();
    expect(provider.getMailBatch).toHaveBeenCalledWith(5);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Senden' })).toBeNull();
  });

  it('asks before leaving the editor with unsaved edits', async () => {
    const provider = fakeMail();
    const onClose = vi.fn();
    const user = renderMail(<MailDialog target={BULK} onClose={onClose} />, provider);
    await user.click(await screen.findByRole('button', { name: 'Neues Mail verfassen' }));
    expect(await screen.findByRole('textbox', { name: 'Text' }, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Betreff' }), 'Termin');

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(((await screen.findByRole('textbox', { name: 'Betreff' })) as HTMLInputElement).value).toBe(
      'Termin',
    );

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const again = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(again).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s refusal of a selection', async () => {
    expectConsole(/verschiedene Sprachen/);
    const provider = fakeMail({
      getMailDialog: () =>
        Promise.reject(
          refusal(400, {
            message:
              'Die ausgewählten Einträge haben verschiedene Sprachen. Bitte wählen Sie nur Einträge einer Sprache.',
          }),
        ),
    });
    renderMail(<MailDialog target={BULK} onClose={() => undefined} />, provider);
    expect(await screen.findByText(/haben verschiedene Sprachen/)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('writes to the adult chosen among an application’s adults', async () => {
    const adults = [contact(11, 'Vreni Huber', { adultId: 21 }), contact(11, 'Peter Huber', { adultId: 22 })];
    const provider = fakeMail({
      getDirectMail: async () => ({ data: dialogReply(adults) }),
      sendDirectMail: async () => ({
        data: sendReply({ batchId: null, fileUrl: null, results: [{ id: 11, status: 'queued' }] }),
      }),
    });
    const user = renderMail(<WriteMailButton applicationId={11} />, provider, communicationAuth);
    await user.click(await screen.findByRole('button', { name: 'Mail schreiben' }));
    await toPreview(user);
    await user.click(screen.getByRole('combobox', { name: 'Erwachsene Person' }));
    await user.click(await screen.findByRole('option', { name: /Peter Huber/ }));
    await screen.findByRole('region', { name: 'Mail an Peter Huber' });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    await user.click(sendButton());
    await waitFor(() => expect(provider.sendDirectMail).toHaveBeenCalledTimes(1));
    expect(provider.sendDirectMail.mock.calls[0]?.[0]).toBe(11);
    expect(provider.sendDirectMail.mock.calls[0]?.[1]).toMatchObject({
      applicationId: 11,
      adultId: 22,
      targets: [11],
    });
    expect(await screen.findByRole('table', { name: 'Ergebnis' })).toBeTruthy();
  });

  it('is not offered without shared_communication', async () => {
    const provider = fakeMail();
    renderMail(<WriteMailButton applicationId={11} />, provider, {
      ...communicationAuth,
      canAccess: async () => false,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mail schreiben' })).toBeNull());
  });
});

describe('bulk mail from a list', () => {
  const table = (languages: string[]) =>
    tableData({
      bulkOptions: [
        bulk('sendMail', { displayName: 'Mail senden' }),
        bulk('referenceMailLandlord', { displayName: 'Referenz anfragen: Vermieterschaft' }),
      ],
      body: languages.map((language, index) => row(index + 1, { _language: language })),
    });

  async function runSendMail(
    languages: string[],
    list = <SchemaList resource="applications" bulkPrompts={APPLICATION_MAIL_PROMPTS} />,
    option = 'Mail senden',
    answers: Parameters<typeof fakeMail>[0] = {},
  ) {
    const provider = fakeMail(answers);
    provider.getList.mockImplementation(async () => listReply(table(languages)));
    const user = renderMail(list, provider);
    await screen.findByText('A-1');
    for (const box of screen.getAllByRole('checkbox', { name: /^Zeile .* auswählen$/ })) {
      await user.click(box);
    }
    await user.click(screen.getByRole('combobox', { name: /Aktion/ }));
    await user.click(await screen.findByRole('option', { name: option }));
    await user.click(screen.getByRole('button', { name: /Ausführen/ }));
    return { provider, user };
  }

  it('refuses rows of different languages before the dialog opens', async () => {
    const { provider } = await runSendMail(['de', 'fr']);
    expect(
      await screen.findByText(
        'Die ausgewählten Einträge haben verschiedene Sprachen. Bitte wählen Sie nur Einträge einer Sprache.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Mail an die Auswahl/ })).toBeNull();
    expect(provider.getMailDialog).not.toHaveBeenCalled();
    expect(provider.bulkAction).not.toHaveBeenCalled();
  });

  it('opens the dialog with the selected rows of one language', async () => {
    const { provider } = await runSendMail(['de', 'de']);
    expect(await screen.findByRole('dialog', { name: /Mail an die Auswahl/ })).toBeTruthy();
    await waitFor(() =>
      expect(provider.getMailDialog).toHaveBeenCalledWith({ targets: [1, 2], mailView: 'applications' }),
    );
    expect(provider.bulkAction).not.toHaveBeenCalled();
  });

  it('writes from the objects list to the applicants of the picked objects, the dialog loaded on demand', async () => {
    const { provider } = await runSendMail(
      ['it', 'it'],
      <SchemaList
        resource="objects"
        meta={{ kind: 'apartments' }}
        bulkPrompts={{ sendMail: ObjectMailPrompt }}
      />,
    );
    expect(await screen.findByRole('dialog', { name: /Mail an die Auswahl/ })).toBeTruthy();
    await waitFor(() =>
      expect(provider.getMailDialog).toHaveBeenCalledWith({ targets: [1, 2], mailView: 'objects' }),
    );
    expect(provider.bulkAction).not.toHaveBeenCalled();
  });

  it('writes from the tenant list to the picked tenants (mailView tenants)', async () => {
    const { provider } = await runSendMail(
      ['de', 'de'],
      <SchemaList resource="tenant" bulkPrompts={{ sendMail: TenantMailPrompt }} />,
    );
    expect(await screen.findByRole('dialog', { name: /Mail an die Auswahl/ })).toBeTruthy();
    await waitFor(() =>
      expect(provider.getMailDialog).toHaveBeenCalledWith({ targets: [1, 2], mailView: 'tenants' }),
    );
    expect(provider.bulkAction).not.toHaveBeenCalled();
  });

  it('asks the landlords the picked applications name for a reference, each greeted in the preview', async () => {
    const references = [contact(1, 'Vreni Huber'), contact(2, 'Livit AG')];
    const { provider, user } = await runSendMail(
      ['de', 'de'],
      undefined,
      'Referenz anfragen: Vermieterschaft',
      {
        getReferenceMails: async () => ({ data: dialogReply(references) }),
        sendReferenceMails: async () => ({
          data: sendReply({ fileUrl: null, letters: 0, results: [{ id: 1, status: 'queued' }] }),
        }),
      },
    );
    expect(
      await screen.findByRole('dialog', { name: /Referenz bei der Vermieterschaft anfragen/ }),
    ).toBeTruthy();
    expect(provider.getReferenceMails).toHaveBeenCalledWith('landlord', [1, 2]);
    expect(provider.getMailDialog).not.toHaveBeenCalled();
    await toPreview(user);
    expect(provider.previewMail.mock.calls[0]?.[0]).toMatchObject({ targetId: 1, reference: 'landlord' });
    await user.click(screen.getByRole('button', { name: 'Nächster' }));
    expect(await screen.findByRole('region', { name: 'Mail an Livit AG' })).toBeTruthy();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    await user.click(sendButton());
    await waitFor(() => expect(provider.sendReferenceMails).toHaveBeenCalledTimes(1));
    expect(provider.sendReferenceMails.mock.calls[0]?.[0]).toBe('landlord');
    expect(provider.sendReferenceMails.mock.calls[0]?.[1]).toMatchObject({ targets: [1, 2], pdf: false });
    expect(provider.sendBulkMail).not.toHaveBeenCalled();
    expect(provider.bulkAction).not.toHaveBeenCalled();
  });
});

describe('mail about one object', () => {
  it('denies an apartment by mail: the denial draft, the preview of that apartment, and the send', async () => {
    // the denial's draft is written by the server: no stored template (id 0)
    const reply = dialogReply([contact(11, 'Vreni Huber')]);
    const denial = { ...reply, mailTemplates: reply.mailTemplates.map((t) => ({ ...t, id: 0 })) };
    const provider = fakeMail({
      getOfferDenial: async () => ({ data: denial }),
      sendOfferDenial: async () => ({
        data: sendReply({ fileUrl: null, letters: 0, results: [{ id: 11, status: 'queued' }] }),
      }),
    });
    const onSent = vi.fn();
    const user = renderMail(
      <DenialMailButton applicationId={11} apartmentId={31} objectName="W-31 · Seeweg 4" onSent={onSent} />,
      provider,
      communicationAuth,
    );
    await user.click(await screen.findByRole('button', { name: 'Absage senden: W-31 · Seeweg 4' }));
    expect(await screen.findByRole('dialog', { name: /Absage per Mail/ })).toBeTruthy();
    expect(provider.getOfferDenial).toHaveBeenCalledWith(11, 31);
    await toPreview(user);
    expect(provider.previewMail.mock.calls[0]?.[0]).toMatchObject({ targetId: 11, apartmentId: 31 });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    await user.click(sendButton());
    await waitFor(() => expect(provider.sendOfferDenial).toHaveBeenCalledTimes(1));
    expect(provider.sendOfferDenial.mock.calls[0]?.slice(0, 2)).toEqual([11, 31]);
    expect(provider.sendOfferDenial.mock.calls[0]?.[2]).toMatchObject({
      applicationId: 11,
      apartmentId: 31,
      templateId: null,
    });
    expect(await screen.findByRole('table', { name: 'Ergebnis' })).toBeTruthy();
    // the application is read again once the result has been seen
    expect(onSent).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Schliessen' }).at(-1)!);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('writes to the applicant of one object, and shows why when nobody can be written to', async () => {
    expectConsole(/Keines der ausgewählten Objekte/);
    const message = 'Keines der ausgewählten Objekte ist einer Bewerbung angeboten oder zugeteilt.';
    const provider = fakeMail({
      getMailDialog: () => Promise.reject(refusal(400, { message })),
    });
    const user = renderMail(
      <MailDialogButton
        target={{ kind: 'bulk', targets: [5], mailView: 'objects', single: true }}
        label="mail_dialog_write_mail"
        ariaLabel="Mail schreiben an Vreni Huber"
      />,
      provider,
      communicationAuth,
    );
    await user.click(await screen.findByRole('button', { name: 'Mail schreiben an Vreni Huber' }));
    expect(await screen.findByRole('dialog', { name: 'Mail schreiben' })).toBeTruthy();
    expect(provider.getMailDialog).toHaveBeenCalledWith({ targets: [5], mailView: 'objects' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });
});

describe("mail to a viewing's participants", () => {
  it('chooses whom it goes to, previews each participant and sends to them with the viewing calls', async () => {
    const provider = fakeMail();
    const viewing = {
      getViewingMailDialog: vi.fn(async (_ids: number[], to: string) => ({
        data: dialogReply(
          to === 'booked'
            ? [contact(11, 'Vreni Huber')]
            : [contact(11, 'Vreni Huber'), contact(12, 'Hans Muster')],
        ),
      })),
      previewViewingMail: vi.fn(async (participantId: number, subject: string, body: string) => ({
        data: {
          subject: subject.replace('{{object_title}}', 'Seeweg 4'),
          body: body.replace(
            '{{salutation}}',
            `Guten Tag ${participantId === 11 ? 'Vreni Huber' : 'Hans Muster'}`,
          ),
          adultId: null,
          unfilled: [],
        },
      })),
      sendViewingMail: vi.fn(async () => ({ data: sendReply({ letters: 0, fileUrl: null, results: [] }) })),
    };
    Object.assign(provider, viewing);
    const user = renderMail(
      <MailDialog target={{ kind: 'viewing', viewingIds: [4], to: 'all' }} onClose={() => undefined} />,
      provider,
    );
    expect(await screen.findByRole('dialog', { name: /Mail an die Teilnehmenden/ })).toBeTruthy();
    await waitFor(() => expect(viewing.getViewingMailDialog).toHaveBeenCalledWith([4], 'all'));
    expect(await screen.findByText(/2 Empfänger/)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'An' }));
    await user.click(await screen.findByRole('option', { name: 'Angemeldete' }));
    await waitFor(() => expect(viewing.getViewingMailDialog).toHaveBeenLastCalledWith([4], 'booked'));
    expect(await screen.findByText(/1 Empfänger/)).toBeTruthy();

    const preview = await toPreview(user);
    expect(within(preview).getByText('Guten Tag Vreni Huber')).toBeTruthy();
    expect(viewing.previewViewingMail).toHaveBeenCalledWith(
      11,
      'Besichtigung {{object_title}}',
      '<p>{{salutation}}</p><p>Wir laden Sie ein.</p>',
    );
    expect(provider.previewMail).not.toHaveBeenCalled();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    await user.click(sendButton());
    await waitFor(() => expect(viewing.sendViewingMail).toHaveBeenCalledTimes(1));
    expect(viewing.sendViewingMail.mock.calls[0]).toEqual([
      {
        targets: [4],
        mailView: 'applications',
        to: 'booked',
        subject: 'Besichtigung {{object_title}}',
        body: '<p>{{salutation}}</p><p>Wir laden Sie ein.</p>',
        templateId: 7,
        pdf: false,
        attachments: [],
      },
    ]);
  });
});
