import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { DrawDialog } from '../../resources/viewing-appointments/DrawDialog';
import { ViewingFormDialog } from '../../resources/viewing-appointments/ViewingFormDialog';
import type { ViewingDrawInit } from '../../schema/api/viewings';
import { i18nProvider, mockServer } from './profileFixtures';

function renderIn(node: ReactNode) {
  setStoredUser({ id: 1, username: 'demo.admin', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={['/objects']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        store={memoryStore()}
      >
        {node}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const box = (name: RegExp) => screen.getAllByRole('textbox', { name });

describe('the viewing form', () => {
  it('refuses a slot outside the viewing before sending, then creates the viewing for the object', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'POST /api/v1/appointments/apartments/5/create': {
        data: { appointment: { id: 9 }, message: 'Die Besichtigung ist erfasst.' },
      },
    });
    let closed = false;
    renderIn(<ViewingFormDialog objectId={5} today="2026-12-05" onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog');
    // the one slot ends after the viewing: refused on the slot, nothing sent
    const slotEnd = box(/viewing_field_slot_end/)[0]!;
    await user.clear(slotEnd);
    await user.type(slotEnd, '18:30');
    await user.click(within(dialog).getByRole('button', { name: 'viewing_save' }));
    expect(await within(dialog).findByText(/viewing_slot_outside/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(slotEnd);
    await user.type(slotEnd, '17:45');
    await user.type(box(/viewing_field_place/)[0]!, 'Vor dem Hauseingang');
    await user.click(within(dialog).getByRole('button', { name: 'viewing_save' }));
    await waitFor(() => expect(closed).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/appointments/apartments/5/create');
    expect(post?.body).toMatchObject({
      date: '2026-12-05',
      startTime: '17:00',
      endTime: '18:00',
      place: 'Vor dem Hauseingang',
      invitation: 'draw',
      slots: [{ startTime: '17:00', endTime: '17:45', capacity: null }],
    });
  });
});

const DRAW_INIT: ViewingDrawInit = {
  object: { id: 5, label: 'W 1.01 Musterweg 3', minOccupancy: 1, maxOccupancy: 3 },
  appointments: [
    {
      id: 9,
      objectId: 5,
      objectLabel: 'W 1.01 Musterweg 3',
      date: '2026-12-12',
      startTime: '10:00',
      endTime: '11:00',
      place: 'Eingang',
      state: 'planned',
      counts: { invited: 0, booked: 0, declined: 0, present: 0 },
      capacity: 10,
    },
  ],
  states: [{ value: 'active.new', displayName: 'Neu', totalNum: 40 }],
  applicants: 40,
  draws: [],
};

describe('the draw dialog', () => {
  it('draws the asked number for the chosen viewing and shows the result', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/appointments/apartments/5/random-generator': { data: DRAW_INIT },
      'POST /api/v1/applications/random-generator/5': {
        data: { draw: {}, invited: 3, withdrawn: 0, message: '3 Bewerbende sind eingeladen.' },
      },
    });
    renderIn(<DrawDialog objectId={5} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/applicants=40/)).toBeTruthy();
    // no number: refused before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'viewing_draw_submit' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText(/required|general_field_is_required/).length).toBeGreaterThan(0),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /viewing_draw_count/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'viewing_draw_submit' }));
    expect(await within(dialog).findByText('3 Bewerbende sind eingeladen.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/applications/random-generator/5',
      body: { appointmentId: 9, count: 3, states: [], matchOccupancy: false, replace: false },
    });
  });
});
