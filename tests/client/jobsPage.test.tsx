import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { JobsPage } from '../../resources/settings/jobs/JobsPage';
import type { JobItem, JobsOverview } from '../../schema/api/jobs';
import { i18nProvider, mockServer } from './profileFixtures';

function renderPage() {
  setStoredUser({ id: 1, username: 'demo.admin', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={['/settings/jobs']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
      >
        <JobsPage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const failed: JobItem = {
  id: 12,
  kind: 'deposit_reminder',
  kind_label: 'Erinnerung an eine fällige Mietkaution',
  state: 'failed',
  attempts: 5,
  last_error: 'Der Mailserver antwortet nicht',
  run_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T09:16:00Z',
};
const upcoming: JobItem = {
  ...failed,
  id: 13,
  kind: 'viewing_reminder',
  kind_label: 'Erinnerung an eine Besichtigung',
  state: 'queued',
  attempts: 0,
  last_error: null,
  run_at: '2026-12-04T16:00:00Z',
};
const overview = (extra: Partial<JobsOverview> = {}): { data: JobsOverview } => ({
  data: { counts: { queued: 1, running: 0, failed: 1 }, failed: [failed], upcoming: [upcoming], ...extra },
});

describe('settings > background jobs', () => {
  it('shows a failed job with its reason, starts it again and reads the jobs anew', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      'GET /api/v1/settings/jobs': [
        overview(),
        overview({ counts: { queued: 2, running: 0, failed: 0 }, failed: [] }),
      ],
      'POST /api/v1/settings/jobs/12/retry': {
        data: {
          job: { ...failed, state: 'queued', attempts: 0 },
          message: 'Der Auftrag wird erneut ausgeführt.',
        },
      },
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: failed.kind_label })).closest('article')!;
    expect(within(card as HTMLElement).getByText(/Der Mailserver antwortet nicht/)).toBeTruthy();
    expect(screen.getByText(/Erinnerung an eine Besichtigung/)).toBeTruthy();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'jobs_retry' }));
    expect(await screen.findByText('Der Auftrag wird erneut ausgeführt.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/settings/jobs/12/retry')).toBe(true);
    expect(await screen.findByText('jobs_failed_none')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'jobs_retry' })).toBeNull());
  });

  it('says when nothing failed and nothing is coming', async () => {
    mockServer({
      'GET /api/v1/settings/jobs': overview({
        counts: { queued: 0, running: 0, failed: 0 },
        failed: [],
        upcoming: [],
      }),
    });
    renderPage();
    expect(await screen.findByText('jobs_failed_none')).toBeTruthy();
    expect(screen.getByText('jobs_upcoming_none')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'jobs_retry' })).toBeNull();
  });
});
