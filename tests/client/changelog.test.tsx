import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { ChangelogDetails } from '../../resources/changelog/ChangelogDetails';
import { changeValueText, recordPath, recordText } from '../../resources/changelog/changelogModel';
import { useMarkChangelogSeen } from '../../resources/changelog/useMarkSeen';
import type { ChangelogEntryReply, ChangelogInitReply } from '../../schema/api/changelog';
import { CHANGELOG_QUERY_KEY } from '../../src/layout/ChangelogBell';
import { i18nProvider, mockServer } from './profileFixtures';

const ENTRY: ChangelogEntryReply = {
  id: 5,
  created_at: '2026-03-02T09:15:00.000Z',
  user_id: 2,
  user_name: 'Anna Keller',
  action: 'update',
  action_label: 'Geändert',
  entity: 'objects',
  entity_label: 'Objekt',
  entity_id: '17',
  record_name: 'RENT-A-0017 Attika',
  record_exists: true,
  changes: [
    {
      field: 'rental_price',
      label: 'Bruttomiete',
      before: 185000,
      after: 190000,
      before_text: "CHF 1'850.00",
      after_text: "CHF 1'900.00",
    },
    {
      field: 'title',
      label: 'Titel',
      before: null,
      after: 'Attika',
      before_text: null,
      after_text: 'Attika',
    },
  ],
};

function renderAt(path: string, queryClient = new QueryClient()) {
  setStoredUser({ id: 2, username: 'demo.user', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/changelog-details/:id" element={<ChangelogDetails />} />
          <Route path="/changelog" element={<Seen />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function Seen() {
  useMarkChangelogSeen();
  return <p>changelog</p>;
}

describe('changelog details', () => {
  it('shows who changed which record when, and each field before and after side by side', async () => {
    const calls = mockServer({ 'GET /api/v1/event-log/logs/5': { data: ENTRY } });
    renderAt('/changelog-details/5');
    const table = await screen.findByRole('table', { name: 'changelog_values' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['changelog_field', 'changelog_before', 'changelog_after'],
      ['Bruttomiete', "CHF 1'850.00", "CHF 1'900.00"],
      ['Titel', '—', 'Attika'],
    ]);
    expect(screen.getByText('Anna Keller')).toBeTruthy();
    // the record by its name, linked to its page
    expect(screen.getByRole('link', { name: 'RENT-A-0017 Attika' }).getAttribute('href')).toBe('/objects/17');
    expect(screen.getByText('02.03.2026 10:15')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'changelog_back' }).getAttribute('href')).toBe('/changelog');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/event-log/logs/5']);
  });
});

describe('a changed record that is gone', () => {
  it('keeps the name it had, says it is deleted, and links nowhere', async () => {
    mockServer({
      'GET /api/v1/event-log/logs/6': {
        data: { ...ENTRY, id: 6, action: 'delete', record_name: 'RENT-A-0017 Attika', record_exists: false },
      },
    });
    renderAt('/changelog-details/6');
    expect(await screen.findByText(/RENT-A-0017 Attika/)).toBeTruthy();
    expect(screen.getByText(/changelog_record_gone/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'RENT-A-0017 Attika' })).toBeNull();
  });

  it('names a record without a name by its kind and number', () => {
    expect(recordText(null, 'Objekt', '17')).toBe('Objekt #17');
    expect(recordPath('objects', '17')).toBe('/objects/17');
    expect(recordPath('applications', '3')).toBe('/applications/3');
    expect(recordPath('role_permissions', '3:objects')).toBeNull();
    expect(recordPath('teams', '4')).toBeNull();
  });
});

describe('opening the changelog', () => {
  it('records the look and sets the bell back to zero', async () => {
    const calls = mockServer({
      'POST /api/v1/event-log/init': { data: { unseen: 0, last_seen_at: '2026-03-02T10:00:00.000Z' } },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData<ChangelogInitReply>(CHANGELOG_QUERY_KEY, { unseen: 4, last_seen_at: null });
    renderAt('/changelog', queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryData<ChangelogInitReply>(CHANGELOG_QUERY_KEY)?.unseen).toBe(0),
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/event-log/init']);
  });
});

describe('change values', () => {
  it('reads empty as a dash, numbers and text as they are, lists as JSON', () => {
    expect(changeValueText(null)).toBe('—');
    expect(changeValueText('')).toBe('—');
    expect(changeValueText(0)).toBe('0');
    expect(changeValueText('Zürich')).toBe('Zürich');
    expect(changeValueText(['balcony', 'lift'])).toBe('["balcony","lift"]');
  });
});
