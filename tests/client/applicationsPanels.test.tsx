import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApplicationEditPanel } from '../../resources/applications/ApplicationEditPanel';
import { ApplicationEvaluationPanel } from '../../resources/applications/ApplicationEvaluationPanel';
import { ApplicationOfferPanel } from '../../resources/applications/ApplicationOfferPanel';
import { ApplicationPersonPanel } from '../../resources/applications/ApplicationPersonPanel';
import type { ApplicationCommentItem } from '../../schema/api/applications';
import { swissDay } from '../../schema/dates';
import { expectConsole } from './consoleGuard';
import { descriptionOf } from './formsFixtures';
import {
  applicationDetail,
  applicationPerson,
  assignmentReply,
  fakeApplicationProvider,
  fieldRefusal,
  type FakeApplicationProvider,
  offerReply,
  readOnlyAuth,
  refusal,
  renderApplications,
} from './applicationsFixtures';

/** The person panel of application 11 (one adult unless said otherwise). */
function renderPerson(
  provider: FakeApplicationProvider,
  person: { type: 'adult' | 'child'; personId: number; adults?: number },
  options?: Parameters<typeof renderApplications>[2],
) {
  return renderApplications(
    <ApplicationPersonPanel applicationId={11} adults={1} onChanged={() => undefined} {...person} />,
    provider,
    options,
  );
}

describe('ApplicationAdult and ApplicationChild (spec 1 section 6)', () => {
  it('hides the delete icon on the last adult', async () => {
    const provider = fakeApplicationProvider({
      getApplicationPerson: async () => ({ data: applicationPerson() }),
    });
    renderPerson(provider, { type: 'adult', personId: 21 });
    expect(await screen.findByText('Bäckerei Frei AG')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erwachsene Person entfernen' })).toBeNull();
  });

  it('deletes a second adult after asking', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationPerson: async () => ({ data: applicationPerson({ id: 22, position: 2 }) }),
      deleteApplicationPerson: async () => ({ data: { id: 22, deleted: true as const } }),
    });
    renderPerson(provider, { type: 'adult', personId: 22, adults: 2 });
    await user.click(await screen.findByRole('button', { name: 'Erwachsene Person entfernen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen|Ja/ }));
    await waitFor(() => expect(provider.deleteApplicationPerson).toHaveBeenCalledWith(11, 'adult', 22));
  });

  it('offers no delete icon and no save without applications_write', async () => {
    const provider = fakeApplicationProvider({
      getApplicationPerson: async () => ({ data: applicationPerson({ person_type: 'child', id: 23 }) }),
    });
    renderPerson(provider, { type: 'child', personId: 23, adults: 2 }, { authProvider: readOnlyAuth });
    expect(await screen.findByText('Bäckerei Frei AG')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kind entfernen' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Speichern/ })).toBeNull();
  });

  it('saves a changed name with the version', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationPerson: async () => ({ data: applicationPerson() }),
      saveApplicationPerson: async () => ({ data: applicationPerson({ first_name: 'Verena', version: 2 }) }),
    });
    renderPerson(provider, { type: 'adult', personId: 21 });
    const first = await screen.findByRole('textbox', { name: /Vorname/ });
    await user.clear(first);
    await user.type(first, 'Verena');
    await user.click(screen.getByRole('button', { name: /Speichern/ }));
    await waitFor(() =>
      expect(provider.saveApplicationPerson).toHaveBeenCalledWith(
        11,
        'adult',
        21,
        expect.objectContaining({ first_name: 'Verena', last_name: 'Huber', version: 1 }),
      ),
    );
  });

  it('sets the Anrede of an adult for the mail greeting, and asks none of a child', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationPerson: async (_app: number, type: string) => ({
        data: applicationPerson({ person_type: type as 'adult' | 'child' }),
      }),
      saveApplicationPerson: async () => ({ data: applicationPerson({ salutation: 'female', version: 2 }) }),
    });
    const view = renderPerson(provider, { type: 'adult', personId: 21 });
    const salutation = await screen.findByRole('combobox', { name: 'Anrede' });
    expect(screen.getByText(/Sehr geehrte Frau Keller-Huber/)).toBeTruthy();
    await user.click(salutation);
    await user.click(await screen.findByRole('option', { name: 'Frau' }));
    await user.click(screen.getByRole('button', { name: /Speichern/ }));
    await waitFor(() =>
      expect(provider.saveApplicationPerson).toHaveBeenCalledWith(
        11,
        'adult',
        21,
        expect.objectContaining({ salutation: 'female', version: 1 }),
      ),
    );
    view.unmount();

    renderPerson(provider, { type: 'child', personId: 22 });
    await screen.findByRole('textbox', { name: /Vorname/ });
    expect(screen.queryByRole('combobox', { name: 'Anrede' })).toBeNull();
  });
});

function comment(extra: Partial<ApplicationCommentItem> = {}): ApplicationCommentItem {
  return {
    id: 5,
    body: 'Sehr gepflegtes Dossier.',
    author: 'Anna Keller',
    resolved: false,
    created_at: '2026-03-03T10:00:00Z',
    updated_at: '2026-03-03T10:00:00Z',
    version: 1,
    own: true,
    ...extra,
  };
}

describe('ApplicationEvaluation', () => {
  it('adds a comment, resolves one, and edits only own comments', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationEvaluation: async () => ({
        data: {
          overall_star: 4,
          points: 70,
          comments: [
            comment(),
            comment({ id: 6, own: false, author: 'Reto Frei', body: 'Betreibung prüfen.' }),
          ],
        },
      }),
      createApplicationComment: async () => ({ data: comment({ id: 7 }) }),
      resolveApplicationComment: async () => ({ data: comment({ resolved: true, version: 2 }) }),
    });
    renderApplications(<ApplicationEvaluationPanel id={11} name="Vreni Huber" />, provider);
    expect(await screen.findByText('Betreibung prüfen.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Kommentar bearbeiten' })).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Neuer Kommentar' }), 'Referenz eingeholt.');
    await user.click(screen.getByRole('button', { name: 'Kommentar speichern' }));
    await waitFor(() =>
      expect(provider.createApplicationComment).toHaveBeenCalledWith(11, 'Referenz eingeholt.'),
    );

    await user.click(screen.getAllByRole('checkbox', { name: 'Erledigt' })[0]!);
    await waitFor(() => expect(provider.resolveApplicationComment).toHaveBeenCalledWith(11, 5, true, 1));
  });
});

/** A priority object of the application that may be offered. */
const priority = (object_id: number, rank: number, title: string) => ({
  object_id,
  rank,
  title,
  ref_number: `A-${object_id}`,
  rooms: 3.5,
  rent: 2450,
  progress_state: 'available',
  active: true,
  can_offer: true,
  refusal: null,
  refusal_text: null,
});

/** The day `days` from today, as typed (DD.MM.YYYY) and as sent (YYYY-MM-DD). */
function dayFromNow(days: number) {
  const iso = swissDay(new Date(Date.now() + days * 86_400_000));
  return { typed: iso.split('-').reverse().join('.'), iso };
}

describe('ApplicationOffer', () => {
  it('offers an object with its expiry date, and shows a refusal of the server', async () => {
    expectConsole(/RequestError|status: 409/);
    const user = userEvent.setup();
    const apartment = priority(7, 1, 'Seeblick 3.5');
    const expiry = dayFromNow(30);
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({ data: applicationDetail({ progress_state: 'active.evaluated' }) }),
      getPriorityApartments: async () => ({ data: [apartment] }),
      getAlternativeApartments: async () => ({ data: [] }),
      offerApplication: async () => {
        throw refusal(409, { message: 'Das Objekt ist nicht mehr verfügbar.' });
      },
    });
    renderApplications(
      <ApplicationOfferPanel id={11} mode="offer" name="Vreni Huber" objectId={7} />,
      provider,
    );
    const expires = await screen.findByRole('textbox', { name: /Angebot gültig bis/ });
    await user.type(expires, expiry.typed);
    await user.click(screen.getByRole('button', { name: 'Angebot machen' }));
    await waitFor(() =>
      expect(provider.offerApplication).toHaveBeenCalledWith(11, {
        objectId: 7,
        expiresOn: expiry.iso,
        comment: '',
        version: 3,
      }),
    );
    expect(await screen.findByText('Das Objekt ist nicht mehr verfügbar.')).toBeTruthy();
  });

  it('starts with the object applied for, and refuses an expiry date in the past without speaking of a start', async () => {
    expectConsole(/RequestError|status: 400/);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({
        data: applicationDetail({
          progress_state: 'active.evaluated',
          object: { id: 8, title: 'Obstgarten 4.5', ref_number: 'A-8', progress_state: 'available' },
        }),
      }),
      getPriorityApartments: async () => ({
        data: [priority(8, 1, 'Obstgarten 4.5'), priority(7, 2, 'Seeblick 3.5')],
      }),
      getAlternativeApartments: async () => ({ data: [] }),
      offerApplication: async () => {
        throw fieldRefusal('expiresOn', 'date_in_past');
      },
    });
    renderApplications(<ApplicationOfferPanel id={11} mode="offer" name="Vreni Huber" />, provider);
    // opened from the application, not from an object: the household's first choice is chosen
    const object = await screen.findByRole('combobox', { name: /Objekt/ });
    expect(object.textContent).toContain('Obstgarten 4.5');

    const expires = screen.getByRole('textbox', { name: /Angebot gültig bis/ });
    await user.type(expires, dayFromNow(-1).typed);
    await user.click(screen.getByRole('button', { name: 'Angebot machen' }));
    await waitFor(() =>
      expect(descriptionOf(expires)).toBe('Das Datum darf nicht in der Vergangenheit liegen.'),
    );
    expect(provider.offerApplication).not.toHaveBeenCalled();
    expect(screen.queryByText(/Startdatum/)).toBeNull();

    // today is allowed; the server's own refusal (its day may already be the next) says the same
    await user.clear(expires);
    await user.type(expires, dayFromNow(0).typed);
    await user.click(screen.getByRole('button', { name: 'Angebot machen' }));
    await waitFor(() => expect(provider.offerApplication).toHaveBeenCalledTimes(1));
    expect(provider.offerApplication.mock.calls[0]?.[1]).toMatchObject({ objectId: 8 });
    await waitFor(() =>
      expect(descriptionOf(expires)).toBe('Das Datum darf nicht in der Vergangenheit liegen.'),
    );
  });
});

describe('the offer and assignment an application holds (ApplicationOffer)', () => {
  it('declines an offer with the household’s reason, trimmed, and refuses an overlong one', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({ data: applicationDetail({ progress_state: 'with_offer' }) }),
      getApplicationOffer: async () => offerReply(),
      declineApplicationOffer: async () => ({ data: {} as never }),
    });
    renderApplications(<ApplicationOfferPanel id={11} mode="offer" name="Vreni Huber" />, provider);
    const reason = await screen.findByRole('textbox', { name: 'Grund der Absage' });
    await user.click(reason);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Angebot abgelehnt' }));
    expect(await screen.findByText('Höchstens 2000 Zeichen.')).toBeTruthy();
    expect(provider.declineApplicationOffer).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, '  Zu weit vom Arbeitsort  ');
    await user.click(screen.getByRole('button', { name: 'Angebot abgelehnt' }));
    await waitFor(() =>
      expect(provider.declineApplicationOffer).toHaveBeenCalledWith(11, 'Zu weit vom Arbeitsort', 3),
    );
  });

  it('updates the comment of an assignment with the version', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({ data: applicationDetail({ progress_state: 'assigned' }) }),
      getApplicationAssignment: async () => assignmentReply('Schlüsselübergabe offen'),
      updateApplicationAssignment: async () => ({ data: {} as never }),
    });
    renderApplications(<ApplicationOfferPanel id={11} mode="assign" name="Vreni Huber" />, provider);
    const comment = await screen.findByRole('textbox', { name: 'Kommentar' });
    expect((comment as HTMLTextAreaElement).value).toBe('Schlüsselübergabe offen');
    await user.clear(comment);
    await user.type(comment, 'Schlüssel am 1.12. übergeben');
    await user.click(screen.getByRole('button', { name: 'Kommentar speichern' }));
    await waitFor(() =>
      expect(provider.updateApplicationAssignment).toHaveBeenCalledWith(
        11,
        'Schlüssel am 1.12. übergeben',
        3,
      ),
    );
  });
});

describe('ApplicationEdit: the household and the answers as people read them', () => {
  it('shows the phone internationally, the income in CHF with its cents, dates as DD.MM.YYYY and objects by name', async () => {
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({
        data: applicationDetail({
          phone: '+41791234567',
          answers: {
            sections: [
              {
                title: 'Aktuelle Vermieterschaft (Referenz)',
                fields: [
                  { key: 'landlord_phone', label: 'Telefon der Vermieterschaft', value: '+41 44 700 12 50' },
                  { key: 'current_rent', label: 'Aktueller Bruttomietzins', value: "CHF 2'700.00" },
                ],
              },
              {
                title: 'Wohnungen',
                fields: [
                  {
                    key: 'other_objects',
                    label: 'Weitere Wohnungen, die Sie interessieren',
                    value: 'A-8 · Obstgarten 4.5; A-9 · Seeblick 2.5, EG',
                  },
                ],
              },
            ],
          },
        }),
      }),
      getPriorityApartments: async () => ({ data: [] }),
      getAlternativeApartments: async () => ({ data: [] }),
    });
    renderApplications(<ApplicationEditPanel id={11} />, provider);
    const household = await screen.findByRole('region', { name: 'Kontakt und Haushalt' });
    const valueOf = (label: string) =>
      within(household).getByText(label).nextElementSibling?.textContent ?? '';
    expect(valueOf('Telefon')).toBe('+41 79 123 45 67');
    expect(valueOf('Jahreseinkommen')).toBe("CHF 98'000.00");
    expect(valueOf('Gewünschter Einzug')).toBe('01.06.2026');
    const answers = screen.getByRole('region', { name: 'Aktuelle Vermieterschaft (Referenz)' });
    expect(within(answers).getByText('+41 44 700 12 50')).toBeTruthy();
    expect(within(answers).getByText("CHF 2'700.00")).toBeTruthy();
    // the other apartments chosen on the form, by reference number and title
    const objects = screen.getByRole('region', { name: 'Wohnungen' });
    expect(
      within(objects).getByText('Weitere Wohnungen, die Sie interessieren').nextElementSibling?.textContent,
    ).toBe('A-8 · Obstgarten 4.5; A-9 · Seeblick 2.5, EG');
  });
});
