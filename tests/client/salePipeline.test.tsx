import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { SalePipeline } from '../../resources/applications/SalePipeline';
import type { BuyingConfirmationReply, SaleReservationInfo } from '../../schema/api/sales';
import { fakeApplicationProvider, readOnlyAuth, renderApplications } from './applicationsFixtures';

/** The sale section of an application's panel: the buttons its state allows, and what they send. */

const OBJECT = {
  id: 7,
  object_type: 'apartments',
  title: 'Seeblick 3.5',
  ref_number: 'A-7',
  rooms: 3.5,
  rent: 850_000,
  progress_state: 'available',
  active: true,
};

const RESERVATION: SaleReservationInfo = {
  id: 3,
  object: { ...OBJECT, progress_state: 'reserved' },
  fee: 1234,
  due_on: '2026-12-08',
  paid_on: null,
  reference: '000001000000000000000000030',
  comment: '',
  created_at: '2026-11-28T10:00:00Z',
  has_confirmation: true,
};

function reply(extra: Partial<BuyingConfirmationReply> = {}): BuyingConfirmationReply {
  return {
    id: 11,
    progress_state: 'sale.new',
    version: 4,
    reservation: null,
    priorities: [{ rank: 1, object: OBJECT, refusal: null }],
    accounting: null,
    accounting_link_sent_at: null,
    refusals: {
      reserve: null,
      removeReservation: 'sale_no_reservation',
      clientSigned: 'sale_no_reservation',
      feeTransferred: 'application_action_not_in_state',
      reservationCompleted: 'application_action_not_in_state',
    },
    settings_ready: true,
    ...extra,
  };
}

function setup(first: BuyingConfirmationReply, methods: Record<string, Mock> = {}) {
  const provider = fakeApplicationProvider() as unknown as Record<string, Mock>;
  provider.getBuyingConfirmation = vi.fn(async () => ({ data: first }));
  Object.assign(provider, methods);
  return provider;
}

describe('SalePipeline (spec 2 section 7.8)', () => {
  it('reserves a priority object with the version, and offers no step before the reservation', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const provider = setup(reply(), {
      reserveObject: vi.fn(async () => ({ data: { id: 11, version: 5, reservation: RESERVATION } })),
    });
    renderApplications(<SalePipeline applicationId={11} canWrite onChanged={onChanged} />, provider as never);
    expect(await screen.findByText(/Noch keine Reservation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kunde hat unterschrieben' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reservation aufheben' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reservieren' }));
    await waitFor(() =>
      expect(provider.reserveObject).toHaveBeenCalledWith(11, { version: 4, objectId: 7, comment: '' }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('shows the reservation and the next step only, and sends it as a change of status', async () => {
    const user = userEvent.setup();
    const provider = setup(
      reply({
        reservation: RESERVATION,
        refusals: {
          reserve: 'sale_reservation_exists',
          removeReservation: null,
          clientSigned: null,
          feeTransferred: 'application_action_not_in_state',
          reservationCompleted: 'application_action_not_in_state',
        },
      }),
      { changeSaleStatus: vi.fn(async () => ({ data: { id: 11, version: 5, reservation: RESERVATION } })) },
    );
    renderApplications(
      <SalePipeline applicationId={11} canWrite onChanged={() => undefined} />,
      provider as never,
    );
    expect(await screen.findByText("CHF 1'234.00")).toBeTruthy();
    expect(screen.getByText('00 00010 00000 00000 00000 00030')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Verkaufsschritte' });
    expect(within(group).queryByRole('button', { name: 'Anzahlung ist eingegangen' })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Reservation aufheben' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservieren' })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Kunde hat unterschrieben' }));
    await waitFor(() =>
      expect(provider.changeSaleStatus).toHaveBeenCalledWith(11, {
        action: 'clientSigned',
        version: 4,
        reason: '',
      }),
    );
  });

  it("shows the buyer's answer about the accounting details", async () => {
    const provider = setup(
      reply({
        reservation: RESERVATION,
        accounting: {
          confirmed: false,
          buyerName: 'Anna Käuferin',
          street: 'Seeweg 4',
          zip: '8002',
          city: 'Zürich',
          billingEmail: 'rechnung@example.ch',
          refundIban: '',
          comment: '',
          answered_at: '2026-11-28T11:00:00Z',
        },
      }),
    );
    renderApplications(
      <SalePipeline applicationId={11} canWrite onChanged={() => undefined} />,
      provider as never,
    );
    expect(await screen.findByText('Seeweg 4, 8002 Zürich')).toBeTruthy();
    expect(screen.getByText('Korrigiert')).toBeTruthy();
    expect(screen.getByText('rechnung@example.ch')).toBeTruthy();
  });

  it('offers no button without applications_write', async () => {
    const provider = setup(reply({ reservation: RESERVATION }));
    renderApplications(
      <SalePipeline applicationId={11} canWrite={false} onChanged={() => undefined} />,
      provider as never,
      {
        authProvider: readOnlyAuth,
      },
    );
    expect(await screen.findByText("CHF 1'234.00")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservieren' })).toBeNull();
    // the confirmation can still be read
    expect(screen.getByRole('button', { name: 'Reservationsbestätigung (PDF)' })).toBeTruthy();
  });

  it('writes the buyer the accounting request in the mail dialog: template, preview with the link, one send at the version', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const buyer = { id: 11, adultId: null, name: 'Anna Käuferin', email: 'anna@example.ch', language: 'de' };
    const template = {
      id: 9,
      title: 'Abrechnungsangaben bestätigen',
      subject: 'Ihre Abrechnungsangaben',
      body: '<p>{{salutation}}</p><p>Bitte bestätigen Sie: {{accounting_link}}</p>',
      new: false,
    };
    const link = 'https://verkauf.example.ch/action/u-1/t-1/accounting-confirmation-form';
    const preview = vi.fn(async (_id: number, subject: string) => ({
      data: {
        subject,
        body: `<p>Guten Tag Anna Käuferin</p><p>Bitte bestätigen Sie: ${link}</p>`,
        adultId: null,
        unfilled: [],
      },
    }));
    const send = vi.fn(async (_id: number, _payload: Record<string, unknown>) => ({
      data: {
        batchId: null,
        delivery: 'outbox',
        queued: 1,
        letters: 0,
        fileUrl: null,
        results: [{ id: 11, status: 'queued' }],
        notify: [],
      },
    }));
    const provider = setup(reply({ reservation: RESERVATION }), {
      getBuyingConfirmationMail: vi.fn(async () => ({
        data: {
          mailTemplates: [template],
          contactGroups: [{ language: 'de', contacts: [buyer] }],
          newTemplate: { id: 0, title: 'Neues Mail verfassen', subject: '', body: '', new: true },
          language: 'de',
        },
      })),
      previewBuyingConfirmationMail: preview,
      sendBuyingConfirmationMail: send,
    });
    renderApplications(<SalePipeline applicationId={11} canWrite onChanged={onChanged} />, provider as never);
    await user.click(await screen.findByRole('button', { name: 'Abrechnungsangaben anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: /Abrechnungsangaben anfragen/ });
    expect(provider.getBuyingConfirmationMail).toHaveBeenCalledWith(11);
    await user.click(await within(dialog).findByRole('button', { name: /Abrechnungsangaben bestätigen/ }));
    expect(await within(dialog).findByRole('textbox', { name: 'Text' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau anzeigen' }));
    const shown = await within(dialog).findByRole('region', { name: 'Mail an Anna Käuferin' });
    expect(await within(shown).findByText(new RegExp(link))).toBeTruthy();
    expect(preview.mock.calls[0]?.[0]).toBe(11);
    const sendButton = within(dialog).getByRole('button', { name: 'Senden' }) as HTMLButtonElement;
    await waitFor(() => expect(sendButton.disabled).toBe(false));
    await user.click(sendButton);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toBe(11);
    expect(send.mock.calls[0]?.[1]).toMatchObject({
      version: 4,
      templateId: 9,
      subject: 'Ihre Abrechnungsangaben',
      targets: [11],
    });
    expect(await within(dialog).findByRole('table', { name: 'Ergebnis' })).toBeTruthy();
    // sent once; the pipeline is read again when the result has been seen and the dialog closes
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(within(dialog).getAllByRole('button', { name: 'Schliessen' }).at(-1)!);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offers to ask again once a link was sent, and none without a reservation', async () => {
    const provider = setup(
      reply({ reservation: RESERVATION, accounting_link_sent_at: '2026-11-28T10:00:00Z' }),
    );
    renderApplications(
      <SalePipeline applicationId={11} canWrite onChanged={() => undefined} />,
      provider as never,
    );
    expect(await screen.findByRole('button', { name: 'Abrechnungsangaben erneut anfragen' })).toBeTruthy();
    expect(screen.getByText(/noch keine Antwort/)).toBeTruthy();
  });

  it('offers no accounting request before the reservation', async () => {
    const provider = setup(reply());
    renderApplications(
      <SalePipeline applicationId={11} canWrite onChanged={() => undefined} />,
      provider as never,
    );
    expect(await screen.findByText(/Noch keine Reservation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Abrechnungsangaben/ })).toBeNull();
  });
});
