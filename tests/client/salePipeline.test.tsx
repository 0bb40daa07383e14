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

  it('mails the buyer the accounting link with the text as edited and the version', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const provider = setup(reply({ reservation: RESERVATION }), {
      getBuyingConfirmationMail: vi.fn(async () => ({
        data: {
          email: 'anna@example.ch',
          subject: 'Ihre Abrechnungsangaben',
          message: 'Guten Tag',
          version: 4,
        },
      })),
      sendBuyingConfirmationMail: vi.fn(async () => ({
        data: { id: 11, version: 5, message: 'Gesendet an anna@example.ch.' },
      })),
    });
    renderApplications(<SalePipeline applicationId={11} canWrite onChanged={onChanged} />, provider as never);
    await user.click(await screen.findByRole('button', { name: 'Abrechnungsangaben anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrechnungsangaben anfragen' });
    expect(within(dialog).getByText(/anna@example\.ch/)).toBeTruthy();
    const message = within(dialog).getByRole('textbox', { name: /Nachricht/ });
    expect((message as HTMLTextAreaElement).value).toBe('Guten Tag');
    await user.type(message, ', bitte prüfen Sie die Angaben.');
    await user.click(within(dialog).getByRole('button', { name: 'Mail senden' }));
    await waitFor(() =>
      expect(provider.sendBuyingConfirmationMail).toHaveBeenCalledWith(11, {
        version: 4,
        subject: 'Ihre Abrechnungsangaben',
        message: 'Guten Tag, bitte prüfen Sie die Angaben.',
      }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
