import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationList } from '../../resources/applications/ApplicationList';
import { ApplicationStateActions } from '../../resources/applications/ApplicationStateActions';
import { ObjectApplications } from '../../resources/applications/ObjectApplications';
import type { ObjectApplication } from '../../schema/api/applicationFlow';
import type { ApplicationDetail } from '../../schema/api/applications';
import { expectConsole } from './consoleGuard';
import {
  applicationDetail,
  fakeApplicationProvider,
  readOnlyAuth,
  refusal,
  renderApplications,
  type FakeApplicationProvider,
} from './applicationsFixtures';
import { bulk, column, row, tableData } from './listFixtures';

const group = () => screen.getByRole('group', { name: 'Status ändern' });
const enabledButtons = () =>
  within(group())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-disabled') !== 'true')
    .map((b) => b.textContent);

function showActions(detail: ApplicationDetail, provider = fakeApplicationProvider()) {
  const changed: number[] = [];
  renderApplications(
    <ApplicationStateActions
      detail={detail}
      canWrite
      onChanged={() => changed.push(1)}
      onOffer={() => undefined}
    />,
    provider,
  );
  return { provider, changed };
}

describe('state buttons of an application (spec 1 section 4)', () => {
  it.each([
    [
      'active.new',
      [
        'In Bearbeitung nehmen',
        'Als bewertet markieren',
        'Angebot machen',
        'Direkt zuteilen',
        'Deaktivieren',
      ],
    ],
    ['active.evaluated', ['Wieder bearbeiten', 'Angebot machen', 'Direkt zuteilen', 'Deaktivieren']],
    ['with_offer', ['Direkt zuteilen', 'Angebot abgelehnt', 'Angebot zurückziehen']],
    ['with_offer.declined', ['Wieder bearbeiten', 'Angebot machen', 'Direkt zuteilen', 'Deaktivieren']],
    ['assigned', ['Zuteilung aufheben']],
    ['inactive', ['Aktivieren']],
  ])('in %s enables only %j', (state, enabled) => {
    showActions(applicationDetail({ progress_state: state }));
    expect(enabledButtons()).toEqual(enabled);
    const disabled = within(group())
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-disabled') === 'true');
    expect(disabled?.getAttribute('title') ?? '').toBe('In diesem Status nicht möglich.');
  });

  it('leaves a sale application’s steps to its sale section (they need the reservation)', () => {
    showActions(applicationDetail({ progress_state: 'sale.client.signed', sale: true }));
    expect(
      within(group())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deaktivieren', 'Aktivieren']);
    expect(enabledButtons()).toEqual(['Deaktivieren']);
  });

  it('sends a state change with the version and reports it', async () => {
    const provider = fakeApplicationProvider({
      changeApplicationStatus: async () => ({ data: {} as never }),
    });
    const { changed } = showActions(applicationDetail(), provider);
    await userEvent.click(screen.getByRole('button', { name: 'In Bearbeitung nehmen' }));
    await waitFor(() =>
      expect(provider.changeApplicationStatus).toHaveBeenCalledWith(11, {
        action: 'startProgress',
        version: 3,
      }),
    );
    expect(await screen.findByText('Der Status der Bewerbung wurde geändert.')).toBeTruthy();
    expect(changed).toHaveLength(1);
  });

  it("shows the server's message when the change is refused (409)", async () => {
    expectConsole(/RequestError|status: 409/);
    const provider = fakeApplicationProvider({
      changeApplicationStatus: async () => {
        throw refusal(409, { message: 'Die Bewerbung wurde inzwischen geändert. Bitte neu laden.' });
      },
    });
    const { changed } = showActions(applicationDetail({ progress_state: 'active.evaluated' }), provider);
    await userEvent.click(screen.getByRole('button', { name: 'Wieder bearbeiten' }));
    expect(await screen.findByText('Die Bewerbung wurde inzwischen geändert. Bitte neu laden.')).toBeTruthy();
    expect(changed).toHaveLength(0);
  });
});

describe('deactivating needs a reason (spec 1 section 5)', () => {
  it('sends nothing without a reason, then deactivates with the chosen one', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      changeApplicationStatus: async () => ({ data: {} as never }),
    });
    showActions(applicationDetail({ progress_state: 'active.in_progress' }), provider);
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbungen deaktivieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await within(dialog).findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(provider.changeApplicationStatus).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: /Grund/ }));
    await user.click(await screen.findByRole('option', { name: 'Bewerbung zurückgezogen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() =>
      expect(provider.changeApplicationStatus).toHaveBeenCalledWith(11, {
        action: 'deactivate',
        version: 3,
        reason: 'withdrawn',
      }),
    );
  });
});

describe('a declined offer asks for the household’s reason', () => {
  it('sends the reason trimmed with the version', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      declineApplicationOffer: async () => ({ data: {} as never }),
    });
    showActions(applicationDetail({ progress_state: 'with_offer' }), provider);
    await user.click(screen.getByRole('button', { name: 'Angebot abgelehnt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot abgelehnt' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund der Absage' }), '  Zu teuer  ');
    await user.click(within(dialog).getByRole('button', { name: 'Absage erfassen' }));
    await waitFor(() => expect(provider.declineApplicationOffer).toHaveBeenCalledWith(11, 'Zu teuer', 3));
  });
});

function applicationTable() {
  return tableData({
    header: [
      column('main_applicant'),
      column('overall_evaluation', { format: 'number' }),
      column('points', { format: 'number' }),
    ],
    body: [
      row(1, {
        main_applicant: 'Vreni Huber',
        overall_evaluation: 2,
        points: 55,
        _progress_state: 'active.new',
      }),
      row(2, {
        main_applicant: 'Peter Muster',
        overall_evaluation: 0,
        points: 40,
        _progress_state: 'inactive',
      }),
    ],
    bulkOptions: [
      bulk('deactivate', { displayName: 'Deaktivieren' }),
      bulk('activate', { displayName: 'Aktivieren' }),
    ],
  });
}

async function showList(provider: FakeApplicationProvider, authProvider?: typeof readOnlyAuth) {
  const view = renderApplications(<ApplicationList />, provider, { authProvider });
  await screen.findByRole('button', { name: 'Vreni Huber' });
  return view;
}

describe('the applications list', () => {
  it('sets the stars of a row with the keyboard and reads the list again', async () => {
    // user-event walks a radio group with CSS.escape, which jsdom lacks
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    const user = userEvent.setup();
    const provider = fakeApplicationProvider(
      { setApplicationStars: async () => ({ data: { overall_star: 3 } }) },
      applicationTable(),
    );
    await showList(provider);
    const stars = screen.getByRole('group', { name: 'Bewertung von Vreni Huber' });
    const two = within(stars).getByRole('radio', { name: '2 Sterne' });
    expect((two as HTMLInputElement).checked).toBe(true);
    two.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(provider.setApplicationStars).toHaveBeenCalledWith(1, 3));
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(1));
    vi.unstubAllGlobals();
  });

  it('shows the stars read only to those who may not change applications', async () => {
    const provider = fakeApplicationProvider({}, applicationTable());
    await showList(provider, readOnlyAuth);
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Bewertung von Vreni Huber' })).toBeNull(),
    );
    expect(screen.getByRole('img', { name: 'Vreni Huber: 2 Sterne' })).toBeTruthy();
  });

  it('asks for the reason of a bulk deactivation and sends it as the option', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider(
      {
        bulkAction: async () => ({
          bulkAction: 'deactivate',
          done: 1,
          skipped: 1,
          results: [
            { id: 1, status: 'done', message: 'Erledigt' },
            { id: 2, status: 'skipped', message: 'In diesem Status nicht möglich.' },
          ],
          notify: [],
        }),
      },
      applicationTable(),
    );
    await showList(provider);
    await user.click(screen.getByRole('checkbox', { name: /Vreni Huber/ }));
    await user.click(screen.getByRole('checkbox', { name: /Peter Muster/ }));
    await user.click(screen.getByRole('combobox', { name: /Aktion/ }));
    await user.click(await screen.findByRole('option', { name: 'Deaktivieren' }));
    await user.click(screen.getByRole('button', { name: 'Ausführen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbungen deaktivieren' });
    expect(within(dialog).getByText('Warum werden die 2 Bewerbungen deaktiviert?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(provider.bulkAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('combobox', { name: /Grund/ }));
    await user.click(await screen.findByRole('option', { name: 'Doppelte Bewerbung' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() =>
      expect(provider.bulkAction).toHaveBeenCalledWith(
        'applications',
        expect.objectContaining({ bulkAction: 'deactivate', targets: [1, 2], option: 'duplicate' }),
        { sale: false },
      ),
    );
    // each row's result, the refused one with the server's reason
    const result = await screen.findByRole('dialog', { name: /Ergebnis/ });
    expect(within(result).getByText('In diesem Status nicht möglich.')).toBeTruthy();
  });

  it('downloads the dossiers of the selected rows, and offers it only with a selection', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider(
      { downloadApplicationDossiers: async () => ({ data: { fileName: 'Bewerbungsdossiers.zip' } }) },
      applicationTable(),
    );
    await showList(provider);
    const button = screen.getByRole('button', { name: 'Dossiers der Auswahl (PDF)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Vreni Huber/ }));
    await user.click(screen.getByRole('checkbox', { name: /Peter Muster/ }));
    await user.click(button);
    await waitFor(() => expect(provider.downloadApplicationDossiers).toHaveBeenCalledWith([1, 2]));
    expect(await screen.findByText('Die Datei «Bewerbungsdossiers.zip» wurde heruntergeladen.')).toBeTruthy();
  });

  it('opens a row in the ApplicationEdit sidepanel, and closes it when opened again', async () => {
    const user = userEvent.setup();
    const provider = fakeApplicationProvider(
      {
        getApplicationDetail: async () => ({ data: applicationDetail() }),
        getPriorityApartments: async () => ({ data: [] }),
        getAlternativeApartments: async () => ({ data: [] }),
      },
      applicationTable(),
    );
    await showList(provider);
    await user.click(screen.getByRole('button', { name: 'Vreni Huber' }));
    const panel = await screen.findByRole('complementary', { name: 'Vreni Huber' });
    expect(await within(panel).findByText('vreni.huber@example.com')).toBeTruthy();
    expect(within(panel).getByText('Neu')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Vreni Huber' })[0]!);
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});

function candidate(id: number, state: string, extra: Partial<ObjectApplication> = {}): ObjectApplication {
  return {
    application_id: id,
    main_name: `Person ${id}`,
    rank: 1,
    points: 50,
    overall_star: 3,
    progress_state: state,
    version: 1,
    created_at: '2026-03-01T08:00:00Z',
    can_offer: true,
    refusal: null,
    refusal_text: null,
    ...extra,
  };
}

describe("an apartment's applications (ApartmentDetails, spec 1 section 4)", () => {
  it('enables Offer and Direct assignment only for new, in-progress, evaluated and declined-offer applications', async () => {
    const states = [
      'active.new',
      'active.in_progress',
      'active.evaluated',
      'with_offer.declined',
      'with_offer',
      'assigned',
      'inactive',
    ];
    const provider = fakeApplicationProvider({
      getObjectApplications: async () => ({ data: states.map((s, i) => candidate(i + 1, s)) }),
    });
    renderApplications(<ObjectApplications objectId={7} />, provider);
    await screen.findByText('Person 1');
    const offers = states.map((_, i) =>
      screen.getByRole('button', { name: `Angebot machen: Person ${i + 1}` }).getAttribute('aria-disabled'),
    );
    expect(offers).toEqual([null, null, null, null, 'true', 'true', 'true']);
    const assigns = states.map((_, i) =>
      screen.getByRole('button', { name: `Direkt zuteilen: Person ${i + 1}` }).getAttribute('aria-disabled'),
    );
    expect(assigns).toEqual([null, null, null, null, 'true', 'true', 'true']);
  });
});
