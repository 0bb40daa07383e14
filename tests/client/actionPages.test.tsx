import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import * as layoutTexts from '../../i18n/parts/layout';
import { raGerman } from '../../i18n/ra/de';
import { REFERENCE_QUESTIONS } from '../../schema/actionLinks';
import type { OfferInfoReply, ReferenceInfoReply } from '../../schema/api/actionLinks';
import { loadMessages } from '../../i18n';
import { OfferFormPage } from '../../src/public/action/OfferFormPage';
import { peekEarlyRead } from '../../src/public/earlyReads';
import { readOffer } from '../../src/public/pageReads';
import { ReferenceFormPage } from '../../src/public/action/ReferenceFormPage';
import { callsTo, mockApi } from './applicationFormFixtures';
import { expectConsole } from './consoleGuard';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const i18nProvider = polyglotI18nProvider(() => ({ ...raGerman, ...layoutTexts.de }), 'de', [], {
  allowMissing: true,
});

/** The action pages at `path`, without a session (their texts load with the page). */
function renderAction(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/action/:id/offer-form" element={<OfferFormPage />} />
          <Route path="/action/:id/reference-form" element={<ReferenceFormPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const INFO = `/api/v1/applications/${TOKEN}/offer-info/init`;
const CONFIRM = `/api/v1/applications/${TOKEN}/offer-confirm`;
const CONTACT = {
  project: 'Seeblick',
  name: 'Marco Brunner',
  email: 'vermietung@example.ch',
  phone: '+41 44 123 45 67',
};

function openOffer(extra: Partial<OfferInfoReply> = {}): OfferInfoReply {
  return {
    state: 'open',
    contact: CONTACT,
    language: 'de',
    answer: null,
    offer: {
      applicant_name: 'Anna Keller',
      object_title: '3.5-Zimmer-Wohnung Seeblick',
      object_address: 'Seestrasse 12, 8002 Zürich',
      ref_number: 'A-101',
      rooms: 3.5,
      floor: '2. OG',
      rent: 2150,
      sale: false,
      currency: 'CHF',
      currency_order: 'before',
      expires_on: '2030-03-21',
    },
    ...extra,
  };
}

describe('the offer page of the offer mail’s link', () => {
  it('shows the apartment, the rent in CHF and the deadline', async () => {
    mockApi((call) => (call.method === 'GET' && call.url === INFO ? { data: openOffer() } : undefined));
    renderAction(`/action/${TOKEN}/offer-form`);
    expect(await screen.findByText('3.5-Zimmer-Wohnung Seeblick')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Angebot' })).toBeTruthy();
    expect(screen.getByText("CHF 2'150.00")).toBeTruthy();
    expect(screen.getByText('21.03.2030')).toBeTruthy();
    expect(screen.getByText(/Guten Tag Anna Keller/)).toBeTruthy();
  });

  it('shows the offer from its first render when the start has read it, and asks only once', async () => {
    const calls = mockApi((call) =>
      call.method === 'GET' && call.url === INFO ? { data: openOffer() } : undefined,
    );
    // what the public start does before the page's first render: its texts and its read
    await loadMessages('de', ['applicationForm']);
    readOffer(new URL(`http://localhost/action/${TOKEN}/offer-form`));
    await vi.waitFor(() =>
      expect(peekEarlyRead(`offer:${TOKEN}`)?.settled()).toEqual({ ok: true, value: expect.anything() }),
    );
    renderAction(`/action/${TOKEN}/offer-form`);
    // at once, without a loading state first
    expect(screen.getByText('3.5-Zimmer-Wohnung Seeblick')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Ich nehme das Angebot an' }));
    expect(callsTo(calls, 'GET', INFO)).toHaveLength(1);
  });

  it('takes a read of the start that has not answered yet, and shows its refusal', async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    const calls: string[] = [];
    const { AxiosError, AxiosHeaders } = await import('axios');
    api.defaults.adapter = (config) => {
      calls.push(config.url ?? '');
      return new Promise(
        (resolve, reject) =>
          (answer = ({ status, data }) => {
            const response = {
              data,
              status,
              statusText: '',
              headers: new AxiosHeaders(),
              config,
              request: {},
            };
            if (status >= 400) reject(new AxiosError('refused', 'ERR_BAD_REQUEST', config, {}, response));
            else resolve(response);
          }),
      );
    };
    readOffer(new URL(`http://localhost/action/${TOKEN}/offer-form`));
    renderAction(`/action/${TOKEN}/offer-form`);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer({ status: 404, data: { message: 'not found' } });
    expect(await screen.findByText(/Dieser Link ist ungültig/)).toBeTruthy();
    // the page took the start's read instead of asking again
    expect(calls).toEqual([INFO]);
  });

  it('asks a reason before it sends a decline, then thanks', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === INFO) return { data: openOffer() };
      if (call.method === 'POST' && call.url === CONFIRM) {
        return {
          data: {
            answer: 'decline',
            message: 'Vielen Dank für Ihre Antwort: Sie haben das Angebot abgelehnt.',
          },
        };
      }
      return undefined;
    });
    renderAction(`/action/${TOKEN}/offer-form`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Ich lehne das Angebot ab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    const reason = await screen.findByRole('textbox', { name: /Grund der Absage/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, 'POST', CONFIRM)).toHaveLength(0);
    await userEvent.type(reason, 'Zu weit vom Arbeitsort');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText(/Sie haben das Angebot abgelehnt/)).toBeTruthy();
    expect(callsTo(calls, 'POST', CONFIRM)[0]?.body).toEqual({
      answer: 'decline',
      reason: 'Zu weit vom Arbeitsort',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Antwort' })).toBeTruthy();
  });

  it('accepts without a reason', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === INFO) return { data: openOffer() };
      if (call.method === 'POST' && call.url === CONFIRM)
        return { data: { answer: 'accept', message: 'Angenommen.' } };
      return undefined;
    });
    renderAction(`/action/${TOKEN}/offer-form`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Ich nehme das Angebot an' }));
    expect(screen.queryByRole('textbox', { name: /Grund der Absage/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Angenommen.')).toBeTruthy();
    expect(callsTo(calls, 'POST', CONFIRM)[0]?.body).toMatchObject({ answer: 'accept' });
  });

  it('says an expired link has run out and whom to contact, without a form', async () => {
    mockApi((call) =>
      call.method === 'GET' && call.url === INFO
        ? { data: openOffer({ state: 'expired', offer: null }) }
        : undefined,
    );
    renderAction(`/action/${TOKEN}/offer-form`);
    expect(await screen.findByText('Die Frist für diesen Link ist abgelaufen.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-Mail: vermietung@example.ch' }).getAttribute('href')).toBe(
      'mailto:vermietung@example.ch',
    );
    expect(screen.queryByRole('button', { name: 'Antwort senden' })).toBeNull();
  });

  it('shows how the link stands when it was answered meanwhile (409)', async () => {
    expectConsole(/HttpError|status 409/);
    let answered = false;
    mockApi((call) => {
      if (call.method === 'GET' && call.url === INFO) {
        return { data: answered ? openOffer({ state: 'used', offer: null, answer: 'accept' }) : openOffer() };
      }
      if (call.method === 'POST' && call.url === CONFIRM) {
        answered = true;
        return { status: 409, data: { message: 'Über diesen Link wurde bereits geantwortet.' } };
      }
      return undefined;
    });
    renderAction(`/action/${TOKEN}/offer-form`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Ich nehme das Angebot an' }));
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Über diesen Link wurde bereits geantwortet. Vielen Dank.')).toBeTruthy();
  });

  it('says a link that is not one is invalid', async () => {
    expectConsole(/HttpError|status 404/);
    mockApi(() => ({ status: 404, data: { message: 'Dieser Link ist ungültig.' } }));
    renderAction(`/action/${TOKEN}/offer-form`);
    expect(await screen.findByText(/Dieser Link ist ungültig. Bitte prüfen Sie/)).toBeTruthy();
  });
});

describe('the reference page of the reference mail’s link', () => {
  const REFERENCE = `/api/v1/adults/${TOKEN}/evaluation/landlord/reference`;
  const added = {
    key: 'added_1',
    kind: 'yesno' as const,
    required: true,
    label: {
      de: 'Hielt die Mietpartei Haustiere?',
      fr: 'Le locataire avait-il des animaux ?',
      it: '',
      en: '',
    },
  };
  const info: ReferenceInfoReply = {
    state: 'open',
    contact: CONTACT,
    language: 'de',
    reference: {
      type: 'landlord',
      applicant_name: 'Anna Keller',
      referee_name: 'Livit AG',
      questions: [...REFERENCE_QUESTIONS.landlord, added],
    },
  };

  it('asks the project’s added question after the type’s own and sends its answer', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'GET' && call.url === `${REFERENCE}/init`) return { data: info };
      if (call.method === 'POST' && call.url === REFERENCE) return { data: { message: 'Danke.' } };
      return undefined;
    });
    renderAction(`/action/${TOKEN}/reference-form?type=landlord`);
    const pets = await screen.findByRole('group', { name: /Hielt die Mietpartei Haustiere/ });
    expect(screen.getByRole('group', { name: /Miete stets pünktlich/ })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Ihr Name/ }), 'Petra Meier');
    for (const name of [/pünktlich/, /Beanstandungen/, /wieder an diese Person/]) {
      await userEvent.click(within(screen.getByRole('group', { name })).getByRole('radio', { name: 'Ja' }));
    }
    // the added question must be answered: nothing is sent without it
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await within(pets).findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(callsTo(calls, 'POST', REFERENCE)).toHaveLength(0);
    await userEvent.click(within(pets).getByRole('radio', { name: 'Nein' }));
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Danke.')).toBeTruthy();
    expect(callsTo(calls, 'POST', REFERENCE)[0]?.body).toMatchObject({
      answeredBy: 'Petra Meier',
      answers: { added_1: 'no' },
    });
  });

  it('shows the added question in the visitor’s language', async () => {
    mockApi((call) =>
      call.method === 'GET' && call.url === `${REFERENCE}/init` ? { data: info } : undefined,
    );
    renderAction(`/action/${TOKEN}/reference-form?type=landlord&lang=fr`);
    expect(await screen.findByRole('group', { name: /Le locataire avait-il des animaux/ })).toBeTruthy();
  });
});
