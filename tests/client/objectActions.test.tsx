import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ObjectActions } from '../../resources/objects/actions';
import type { ObjectDetail, ObjectStateInfo } from '../../schema/api/objects';
import { expectConsole } from './consoleGuard';
import {
  fakeObjectProvider,
  objectRecord,
  refusal,
  renderWithAdmin,
  type FakeObjectProvider,
} from './objectActionsFixtures';

const toolbar = () => screen.getByRole('group', { name: /^Aktionen zu/ });
const names = () =>
  within(toolbar())
    .getAllByRole('button')
    .map((button) => button.textContent);

function show(
  record: ObjectDetail,
  provider: FakeObjectProvider = fakeObjectProvider(),
  authProvider?: AuthProvider,
) {
  return { provider, ...renderWithAdmin(<ObjectActions record={record} />, provider, { authProvider }) };
}

const info = (extra: Partial<ObjectStateInfo> = {}): ObjectStateInfo => ({
  id: 7,
  progress_state: 'reserved',
  current: {
    kind: 'reservation',
    personName: 'Vreni Huber',
    personEmail: 'vreni.huber@example.com',
    personPhone: '+41791234567',
    startsOn: '2026-03-01',
    endsOn: null,
    amount: 1234.5,
    paidOn: '2026-03-05',
    comment: '',
    createdAt: '2026-03-01T09:00:00Z',
  },
  history: [],
  ...extra,
});

describe('object toolbar: state actions by state and project kind', () => {
  it('offers a rented letting object its notice, and explains why it cannot be deleted', async () => {
    show(objectRecord({ progress_state: 'rented' }));
    expect(await screen.findByRole('button', { name: 'Kündigung erfassen' })).toBeTruthy();
    expect(names()).toEqual([
      'Bilder',
      'Dokumente',
      'Flyer (PDF)',
      'Visitenkarte (PDF)',
      'Mietverhältnis ansehen',
      'Kündigung erfassen',
      'Löschen',
    ]);
    const remove = screen.getByRole('button', { name: 'Löschen' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('title')).toMatch(
      /vermietet, reserviert oder verkauft und kann deshalb nicht/,
    );
  });

  it('offers an assigned letting object "set to rented", disabled with the reason while inactive', async () => {
    const view = show(objectRecord({ progress_state: 'assigned' }));
    const rented = await screen.findByRole('button', { name: 'Als vermietet erfassen' });
    expect(rented.getAttribute('aria-disabled')).toBeNull();
    view.unmount();

    show(objectRecord({ progress_state: 'assigned', active: false }));
    const inactive = await screen.findByRole('button', { name: 'Als vermietet erfassen' });
    expect(inactive.getAttribute('aria-disabled')).toBe('true');
    expect(inactive.getAttribute('title')).toBe('Das Objekt ist inaktiv. Bitte aktivieren Sie es zuerst.');
    await userEvent.click(inactive);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers sale objects "sold" and "free" by state, never the letting actions', async () => {
    const available = show(objectRecord({ sale: true }));
    await screen.findByRole('button', { name: 'Als verkauft erfassen' });
    expect(screen.queryByRole('button', { name: 'Wieder freigeben' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Löschen' }).getAttribute('aria-disabled')).toBeNull();
    available.unmount();

    const reserved = show(objectRecord({ sale: true, progress_state: 'reserved' }));
    await screen.findByRole('button', { name: 'Als verkauft erfassen' });
    expect(screen.getByRole('button', { name: 'Wieder freigeben' })).toBeTruthy();
    reserved.unmount();

    show(objectRecord({ sale: true, progress_state: 'sold' }));
    await screen.findByRole('button', { name: 'Wieder freigeben' });
    expect(screen.queryByRole('button', { name: 'Als verkauft erfassen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kündigung erfassen' })).toBeNull();
  });

  it('hides every change from a user without object_write', async () => {
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [],
      canAccess: async ({ action }) => action !== 'edit',
    };
    show(objectRecord({ progress_state: 'rented' }), fakeObjectProvider(), authProvider);
    await screen.findByRole('button', { name: 'Flyer (PDF)' });
    await waitFor(() =>
      expect(names()).toEqual(['Flyer (PDF)', 'Visitenkarte (PDF)', 'Mietverhältnis ansehen']),
    );
  });
});

describe('object toolbar: state action dialogs', () => {
  it('sells a reserved object to the reserving buyer, with the version the user saw', async () => {
    const user = userEvent.setup();
    const record = objectRecord({ sale: true, progress_state: 'reserved' });
    const provider = fakeObjectProvider({
      getObjectStateInfo: async () => ({ data: info() }),
      setObjectToSold: async () => ({ data: { ...record, progress_state: 'sold', version: 5 } }),
    });
    show(record, provider);
    await user.click(await screen.findByRole('button', { name: 'Als verkauft erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als verkauft erfassen: Seeblick 3.5' });
    const buyer = await within(dialog).findByRole('textbox', { name: /Käufer\/in/ });
    expect((buyer as HTMLInputElement).value).toBe('Vreni Huber');
    const date = within(dialog).getByRole('textbox', { name: /Verkaufsdatum/ });
    await user.clear(date);
    await user.type(date, '15.04.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Als verkauft erfassen' }));

    await waitFor(() => expect(provider.setObjectToSold).toHaveBeenCalledTimes(1));
    expect(provider.getObjectStateInfo).toHaveBeenCalledWith(7, 'reserved-payment-info');
    expect(provider.setObjectToSold.mock.calls[0]).toEqual([
      7,
      { version: 4, buyerName: 'Vreni Huber', price: 1234567.5, date: '2026-04-15' },
    ]);
    expect(await screen.findByText('Das Objekt ist jetzt verkauft.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('records a notice with the end date and the version; a stale version shows the conflict notice', async () => {
    expectConsole(/RequestError|record_changed/);
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      terminateObject: async () => {
        throw refusal(409, {
          messageKey: 'record_changed',
          message: 'Das Objekt wurde inzwischen geändert.',
        });
      },
    });
    show(objectRecord({ progress_state: 'rented' }), provider);
    await user.click(await screen.findByRole('button', { name: 'Kündigung erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: /^Kündigung erfassen/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Mietende/ }), '31.05.2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bemerkung' }), 'Umzug ins Ausland');
    await user.click(within(dialog).getByRole('button', { name: 'Kündigung erfassen' }));

    expect(
      await within(dialog).findByText(/Jemand anderes hat diesen Datensatz inzwischen geändert/),
    ).toBeTruthy();
    expect(provider.terminateObject.mock.calls[0]).toEqual([
      7,
      { version: 4, endDate: '2026-05-31', comment: 'Umzug ins Ausland' },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it("shows the server's reason when it refuses the action", async () => {
    expectConsole(/RequestError/);
    const user = userEvent.setup();
    const reason = 'Im aktuellen Status des Objekts ist diese Aktion nicht möglich.';
    const provider = fakeObjectProvider({
      freeObject: async () => {
        throw refusal(409, { messageKey: 'object_action_not_in_state', message: reason });
      },
    });
    show(objectRecord({ sale: true, progress_state: 'sold' }), provider);
    await user.click(await screen.findByRole('button', { name: 'Wieder freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: /^Wieder freigeben/ });
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(provider.freeObject.mock.calls[0]).toEqual([7, { version: 4, comment: '' }]);
  });

  it('asks before a dialog with unsaved input closes', async () => {
    const user = userEvent.setup();
    show(objectRecord({ progress_state: 'rented' }));
    await user.click(await screen.findByRole('button', { name: 'Kündigung erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: /^Kündigung erfassen/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bemerkung' }), 'Notiz');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(await screen.findByRole('dialog', { name: /^Kündigung erfassen/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('object toolbar: who the object is bound to, printed matter, delete', () => {
  it("shows the reservation's person, contact, dates and fee in francs", async () => {
    const user = userEvent.setup();
    const earlier = {
      ...info().current!,
      personName: 'Beat Keller',
      amount: 500,
      createdAt: '2025-11-01T09:00:00Z',
    };
    const provider = fakeObjectProvider({
      getObjectStateInfo: async () => ({ data: info({ history: [earlier] }) }),
    });
    show(objectRecord({ sale: true, progress_state: 'reserved' }), provider);
    await user.click(await screen.findByRole('button', { name: 'Reservation ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservation: Seeblick 3.5' });
    const current = await within(dialog).findByRole('region', { name: 'Aktuell' });
    expect(within(current).getByText('Vreni Huber')).toBeTruthy();
    expect(within(current).getByRole('link', { name: 'vreni.huber@example.com' })).toBeTruthy();
    expect(within(current).getByRole('link', { name: '079 123 45 67' })).toBeTruthy();
    expect(within(current).getByText("CHF 1'234.50")).toBeTruthy();
    expect(within(current).getByText('01.03.2026')).toBeTruthy();
    const history = within(dialog).getByRole('region', { name: 'Früher' });
    expect(within(history).getByText('Beat Keller')).toBeTruthy();
    expect(within(history).getByText('CHF 500.00')).toBeTruthy();
    // a reservation is no offer or assignment: no mail from here
    expect(within(current).queryByRole('button', { name: /^Mail schreiben/ })).toBeNull();
  });

  it('writes to the applicant an assigned object is bound to, from its state detail', async () => {
    const user = userEvent.setup();
    const assignment = { ...info().current!, kind: 'assignment' as const, amount: null, paidOn: null };
    const provider = fakeObjectProvider({
      getObjectStateInfo: async () => ({ data: info({ progress_state: 'assigned', current: assignment }) }),
    });
    // the mail dialog's draft: the call is what this test looks at
    const getMailDialog = vi.fn(() => new Promise<never>(() => undefined));
    show(objectRecord({ progress_state: 'assigned' }), Object.assign(provider, { getMailDialog }));
    await user.click(await screen.findByRole('button', { name: 'Zuteilung ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: /^Zuteilung/ });
    const current = await within(dialog).findByRole('region', { name: 'Aktuell' });
    await user.click(within(current).getByRole('button', { name: 'Mail schreiben an Vreni Huber' }));
    await waitFor(() =>
      expect(getMailDialog).toHaveBeenCalledWith(
        expect.objectContaining({ targets: [7], mailView: 'objects' }),
      ),
    );
  });

  it('downloads the flyer; a failed one shows why', async () => {
    expectConsole(/RequestError/);
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      downloadObjectPosting: async (_id, type) => {
        if (type === 'business_card') throw refusal(500, { message: 'Die Vorlage fehlt.' });
        return { data: { fileName: 'Flyer-RENT-A-0007.pdf' } };
      },
    });
    show(objectRecord(), provider);
    await user.click(await screen.findByRole('button', { name: 'Flyer (PDF)' }));
    await waitFor(() => expect(provider.downloadObjectPosting).toHaveBeenCalledWith(7, 'flyer'));
    await user.click(screen.getByRole('button', { name: 'Visitenkarte (PDF)' }));
    expect(await screen.findByText('Die Vorlage fehlt.')).toBeTruthy();
  });

  it("names the object when asked to delete it, and shows the server's reason for refusing", async () => {
    expectConsole(/RequestError/);
    const user = userEvent.setup();
    const reason = 'Das Objekt ist einer Bewerbung angeboten oder zugeteilt und kann nicht gelöscht werden.';
    const provider = fakeObjectProvider({
      delete: async () => {
        throw refusal(409, { messageKey: 'object_delete_has_applications', message: reason });
      },
    });
    show(objectRecord(), provider);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: '«Seeblick 3.5» löschen?' });
    expect(within(dialog).getByText(/Ref.-Nr. RENT-A-0007/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', reason);
    expect(provider.delete).toHaveBeenCalledWith('objects', expect.objectContaining({ id: 7 }));
    await user.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("goes back to the object's list after deleting it on its page", async () => {
    const user = userEvent.setup();
    const record = objectRecord();
    const provider = fakeObjectProvider();
    provider.delete.mockResolvedValue({ data: record });
    const view = show(record, provider);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    await user.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Liste der Wohnungen')).toBeTruthy();
    expect(view.locations.at(-1)).toBe('/objects/apartments');
    expect(await screen.findByText('Das Objekt «Seeblick 3.5» wurde gelöscht.')).toBeTruthy();
  });
});
