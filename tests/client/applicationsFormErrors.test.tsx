import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationEvaluationPanel } from '../../resources/applications/ApplicationEvaluationPanel';
import { ApplicationOfferPanel } from '../../resources/applications/ApplicationOfferPanel';
import { ApplicationPersonPanel } from '../../resources/applications/ApplicationPersonPanel';
import { DeactivateDialog } from '../../resources/applications/DeactivateDialog';
import type { ApplicationPersonDetail } from '../../schema/api/applications';
import { applicationPersonSchema } from '../../schema/applicationDetail';
import {
  applicationDetail,
  fakeApplicationProvider,
  refusal,
  renderApplications,
} from './applicationsFixtures';
import { expectConsole } from './consoleGuard';

/** The forms of an application's panels and dialogs show a server's field error on their input. */

const fieldError = (field: string, key: string) =>
  refusal(400, { message: 'Ungültige Eingabe', messageKey: 'invalid_request', errors: { [field]: key } });

const flowObject = {
  id: 7,
  title: 'Seeblick 3.5',
  ref_number: 'A-7',
  rooms: 3.5,
  rent: 2450,
  progress_state: 'with_offer',
  active: true,
};

describe("the application's small forms show the server's field errors on their inputs", () => {
  it('a new comment', async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationEvaluation: async () => ({ data: { overall_star: 0, points: 0, comments: [] } }),
      createApplicationComment: async () => {
        throw fieldError('body', 'text_too_long|{"max":5}');
      },
    });
    renderApplications(<ApplicationEvaluationPanel id={11} name="Vreni Huber" />, provider);
    await user.type(await screen.findByRole('textbox', { name: 'Neuer Kommentar' }), 'Referenz eingeholt.');
    await user.click(screen.getByRole('button', { name: 'Kommentar speichern' }));
    expect(await screen.findByText('Höchstens 5 Zeichen.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Neuer Kommentar' }) as HTMLTextAreaElement).value).toBe(
      'Referenz eingeholt.',
    );
  });

  it("the household's reason of a declined offer", async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({ data: applicationDetail({ progress_state: 'with_offer' }) }),
      getApplicationOffer: async () => ({
        data: {
          id: 31,
          object: flowObject,
          expires_on: '2026-12-01',
          comment: '',
          created_at: '2026-11-20T09:00:00Z',
          created_by: 'Anna Keller',
        },
      }),
      declineApplicationOffer: async () => {
        throw fieldError('reason', 'text_too_long|{"max":5}');
      },
    });
    renderApplications(<ApplicationOfferPanel id={11} mode="offer" name="Vreni Huber" />, provider);
    await user.type(await screen.findByRole('textbox', { name: 'Grund der Absage' }), 'Zu weit weg');
    await user.click(screen.getByRole('button', { name: 'Angebot abgelehnt' }));
    expect(await screen.findByText('Höchstens 5 Zeichen.')).toBeTruthy();
  });

  it("the assignment's comment", async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationDetail: async () => ({ data: applicationDetail({ progress_state: 'assigned' }) }),
      getApplicationAssignment: async () => ({
        data: {
          id: 32,
          object: { ...flowObject, progress_state: 'assigned' },
          comment: '',
          created_at: '2026-11-20T09:00:00Z',
          created_by: 'Anna Keller',
        },
      }),
      updateApplicationAssignment: async () => {
        throw fieldError('comment', 'text_too_long|{"max":5}');
      },
    });
    renderApplications(<ApplicationOfferPanel id={11} mode="assign" name="Vreni Huber" />, provider);
    await user.type(await screen.findByRole('textbox', { name: 'Kommentar' }), 'Schlüssel übergeben');
    await user.click(screen.getByRole('button', { name: 'Kommentar speichern' }));
    expect(await screen.findByText('Höchstens 5 Zeichen.')).toBeTruthy();
  });

  it('the reason of a deactivation', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {
      throw fieldError('reason', 'general_field_is_required');
    });
    renderApplications(
      <DeactivateDialog count={1} onConfirm={onConfirm} onClose={() => undefined} />,
      fakeApplicationProvider({}),
    );
    await user.click(await screen.findByRole('combobox', { name: /Grund/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(await screen.findByText('Bitte ausfüllen.')).toBeTruthy();
  });
});

function person(extra: Partial<ApplicationPersonDetail> = {}): ApplicationPersonDetail {
  return {
    id: 21,
    application_id: 11,
    person_type: 'adult',
    position: 1,
    first_name: 'Vreni',
    last_name: 'Huber',
    email: 'vreni.huber@example.com',
    phone: '+41791234567',
    birth_date: '1988-04-12',
    version: 1,
    fields: [],
    answers: {},
    deletable: true,
    ...extra,
  };
}

describe('the person panel and the server share one rule (schema/applicationDetail)', () => {
  it('refuses a blank last name before sending, as the server does (tests/api/applications)', async () => {
    expect(applicationPersonSchema.safeParse({ ...person(), last_name: ' ' }).success).toBe(false);
    expect(applicationPersonSchema.partial().safeParse({ first_name: '' }).success).toBe(false);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({ getApplicationPerson: async () => ({ data: person() }) });
    renderApplications(
      <ApplicationPersonPanel
        applicationId={11}
        type="adult"
        personId={21}
        adults={1}
        onChanged={() => undefined}
      />,
      provider,
    );
    await user.clear(await screen.findByRole('textbox', { name: /Nachname/ }));
    await user.click(screen.getByRole('button', { name: /Speichern/ }));
    expect(await screen.findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(provider.saveApplicationPerson).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a name on its input", async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationPerson: async () => ({ data: person() }),
      saveApplicationPerson: async () => {
        throw fieldError('first_name', 'text_too_long|{"max":5}');
      },
    });
    renderApplications(
      <ApplicationPersonPanel
        applicationId={11}
        type="adult"
        personId={21}
        adults={1}
        onChanged={() => undefined}
      />,
      provider,
    );
    await user.type(await screen.findByRole('textbox', { name: /Vorname/ }), 'na');
    await user.click(screen.getByRole('button', { name: /Speichern/ }));
    expect(await screen.findByText('Höchstens 5 Zeichen.')).toBeTruthy();
  });
});
