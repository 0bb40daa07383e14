import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationEvaluationPanel } from '../../resources/applications/ApplicationEvaluationPanel';
import { ApplicationOfferPanel } from '../../resources/applications/ApplicationOfferPanel';
import { ApplicationPersonPanel } from '../../resources/applications/ApplicationPersonPanel';
import { ApplicationStateActions } from '../../resources/applications/ApplicationStateActions';
import { DeactivateDialog } from '../../resources/applications/DeactivateDialog';
import { applicationPersonSchema } from '../../schema/applicationDetail';
import {
  applicationDetail,
  applicationPerson,
  assignmentReply,
  fakeApplicationProvider,
  fieldRefusal,
  offerReply,
  renderApplications,
} from './applicationsFixtures';
import { expectConsole } from './consoleGuard';

/** The forms of an application's panels and dialogs show a server's field error on their input. */

describe("the application's small forms show the server's field errors on their inputs", () => {
  it('a new comment', async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationEvaluation: async () => ({ data: { overall_star: 0, points: 0, comments: [] } }),
      createApplicationComment: async () => {
        throw fieldRefusal('body', 'text_too_long|{"max":5}');
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
      getApplicationOffer: async () => offerReply(),
      declineApplicationOffer: async () => {
        throw fieldRefusal('reason', 'text_too_long|{"max":5}');
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
      getApplicationAssignment: async () => assignmentReply(),
      updateApplicationAssignment: async () => {
        throw fieldRefusal('comment', 'text_too_long|{"max":5}');
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
      throw fieldRefusal('reason', 'general_field_is_required');
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

describe('the person panel and the server share one rule (schema/applicationDetail)', () => {
  it('refuses a blank last name before sending, as the server does (tests/api/applications)', async () => {
    expect(applicationPersonSchema.safeParse({ ...applicationPerson(), last_name: ' ' }).success).toBe(false);
    expect(applicationPersonSchema.partial().safeParse({ first_name: '' }).success).toBe(false);
    const user = userEvent.setup();
    const provider = fakeApplicationProvider({
      getApplicationPerson: async () => ({ data: applicationPerson() }),
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
      getApplicationPerson: async () => ({ data: applicationPerson() }),
      saveApplicationPerson: async () => {
        throw fieldRefusal('first_name', 'text_too_long|{"max":5}');
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

describe('the state buttons’ dialogs write through the data provider and keep a refusal in the form', () => {
  it('shows a refused deactivation reason on its input, with no notification, and confirms a saved one', async () => {
    // react-admin's data provider hook logs a refused call
    expectConsole(/status: 400/);
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const provider = fakeApplicationProvider({
      changeApplicationStatus: vi
        .fn()
        .mockRejectedValueOnce(fieldRefusal('reason', 'general_field_is_required'))
        .mockResolvedValueOnce({ data: {} }),
    });
    renderApplications(
      <ApplicationStateActions
        detail={applicationDetail()}
        canWrite
        onChanged={onChanged}
        onOffer={() => undefined}
      />,
      provider,
    );
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Grund/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await within(dialog).findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(provider.changeApplicationStatus).toHaveBeenCalledWith(
      11,
      expect.objectContaining({ action: 'deactivate', version: 3 }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Der Status der Bewerbung wurde geändert.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
