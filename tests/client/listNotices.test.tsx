import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListNotices } from '../../src/list/ListNotices';
import { i18nProvider } from './applicationsFixtures';

function renderNotices(table: Parameters<typeof ListNotices>[0]['table']) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ListNotices table={table} />
    </AdminContext>,
  );
}

describe("a list's notices", () => {
  it("tell of the object's latest draw, its coming viewings and each recent draw", () => {
    renderNotices({
      randomPeopleViewing: { date: '2026-11-28T16:24:00Z', appointments: 2 },
      randomApplicantsViewingMessages: [
        'Auslosung vom 28.11.2026 17:24 (Marco Bernasconi): 8 von 8 Bewerbungen eingeladen.',
        'Auslosung vom 27.11.2026 09:00 (Marco Bernasconi): 3 von 9 Bewerbungen eingeladen.',
      ],
    });
    const notice = screen.getByRole('status');
    expect(
      within(notice).getByText(
        'Letzte Auslosung für eine Besichtigung: 28.11.2026 17:24 · 2 Besichtigungen geplant',
      ),
    ).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Auslosung vom 28.11.2026 17:24 (Marco Bernasconi): 8 von 8 Bewerbungen eingeladen.',
      'Auslosung vom 27.11.2026 09:00 (Marco Bernasconi): 3 von 9 Bewerbungen eingeladen.',
    ]);
  });

  it('say one viewing in the singular, and nothing at all without a draw', () => {
    const { unmount } = renderNotices({
      randomPeopleViewing: { date: '2026-11-28T16:24:00Z', appointments: 1 },
    });
    expect(screen.getByText(/· 1 Besichtigung geplant$/)).toBeTruthy();
    unmount();
    renderNotices({});
    expect(screen.queryByRole('status')).toBeNull();
  });
});
