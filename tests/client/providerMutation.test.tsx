import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useProviderMutation } from '../../src/forms';
import { expectConsole } from './consoleGuard';
import { i18nProvider } from './profileFixtures';

const COUNT_KEY = ['test', 'count'];

/** A write the test settles by hand, and a read the write changes. */
function fakeProvider() {
  let settle: { resolve: (reply: { message?: string }) => void; reject: (error: Error) => void } | undefined;
  let count = 0;
  let calls = 0;
  const provider = {
    saveThing: (name: string) =>
      new Promise<{ message?: string }>((resolve, reject) => {
        calls += 1;
        expect(name).toBe('Haus Nord');
        settle = {
          resolve: (reply) => {
            count += 1;
            resolve(reply);
          },
          reject,
        };
      }),
    readCount: () => Promise.resolve(count),
  };
  return {
    provider: provider as unknown as DataProvider,
    readCount: provider.readCount,
    settle: () => settle!,
    calls: () => calls,
  };
}

function SaveThing({ readCount }: { readCount: () => Promise<number> }) {
  const count = useQuery({ queryKey: COUNT_KEY, queryFn: readCount });
  const save = useProviderMutation(
    (dataProvider, name: string) =>
      (dataProvider as unknown as { saveThing: (n: string) => Promise<{ message?: string }> }).saveThing(
        name,
      ),
    { invalidate: [COUNT_KEY], successMessage: 'ra.notification.updated' },
  );
  return (
    <>
      <p>saved {count.data ?? '…'}</p>
      <button type="button" disabled={save.isPending} onClick={() => save.mutate('Haus Nord')}>
        {save.isPending ? 'busy' : 'save'}
      </button>
    </>
  );
}

function renderWith(fake: ReturnType<typeof fakeProvider>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={fake.provider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={memoryStore()}
    >
      <SaveThing readCount={fake.readCount} />
      <Notification />
    </AdminContext>,
  );
}

describe('useProviderMutation', () => {
  it('is busy while the call is pending, then confirms and loads the changed reads again', async () => {
    const fake = fakeProvider();
    renderWith(fake);
    expect(await screen.findByText('saved 0')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const busy = await screen.findByRole('button', { name: 'busy' });
    expect(busy.matches(':disabled')).toBe(true);

    fake.settle().resolve({ message: 'Gespeichert.' });
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(await screen.findByText('saved 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'save' }).matches(':disabled')).toBe(false);
  });

  it('shows a failure, leaves the reads alone and is ready again', async () => {
    const fake = fakeProvider();
    renderWith(fake);
    expect(await screen.findByText('saved 0')).toBeTruthy();
    expectConsole(/Veraltete Version/);

    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByRole('button', { name: 'busy' });
    fake.settle().reject(new Error('Veraltete Version'));

    expect(await screen.findByText('Veraltete Version')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'save' }).matches(':disabled')).toBe(false);
    expect(screen.getByText('saved 0')).toBeTruthy();
    expect(screen.queryByText('ra.notification.updated')).toBeNull();
  });

  it('runs one call at a time: a second click before the first settles is dropped', async () => {
    const fake = fakeProvider();
    renderWith(fake);
    const button = await screen.findByRole('button', { name: 'save' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'busy' });
    expect(fake.calls()).toBe(1);
    fake.settle().resolve({});
    expect(await screen.findByText('saved 1')).toBeTruthy();
  });
});
