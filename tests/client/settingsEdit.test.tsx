import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, Notification, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useSettingsEdit } from '../../src/forms';
import { expectConsole } from './consoleGuard';
import { i18nProvider } from './profileFixtures';

interface Settings {
  name: string;
  version: number;
}

const KEY = ['test', 'settings'];

/** A server keeping one settings record; a save with a stale version is refused. */
function fakeServer() {
  let settings: Settings = { name: 'Alt', version: 1 };
  const writes: { name: string; version: number }[] = [];
  const provider = {
    readSettings: () => Promise.resolve({ data: settings }),
    saveSettings: (input: { name: string; version: number }) => {
      writes.push(input);
      if (input.version !== settings.version) return Promise.reject(new Error('Veraltete Version'));
      settings = { name: input.name, version: settings.version + 1 };
      return Promise.resolve({ data: settings });
    },
    bump: () => {
      settings = { ...settings, version: settings.version + 1 };
    },
  };
  return { provider, writes };
}

type Provider = ReturnType<typeof fakeServer>['provider'];

function SettingsScreen({ onSaved }: { onSaved: (saved: Settings) => void }) {
  const [outcome, setOutcome] = useState('');
  const { query, save, reload } = useSettingsEdit<Settings>({
    queryKey: KEY,
    read: (dataProvider) => (dataProvider as unknown as Provider).readSettings(),
    write: (dataProvider, values, loaded) =>
      (dataProvider as unknown as Provider).saveSettings({
        name: String(values.name),
        version: loaded.version,
      }),
    savedMessage: 'ra.notification.updated',
    onSaved,
  });
  if (!query.data) return <p>loading</p>;
  return (
    <>
      <p>
        {query.data.name} v{query.data.version}
      </p>
      <button
        type="button"
        onClick={() =>
          save({ name: 'Neu' }).then(
            () => setOutcome('saved'),
            (error: Error) => setOutcome(`refused: ${error.message}`),
          )
        }
      >
        save
      </button>
      <button type="button" onClick={() => void reload()}>
        reload
      </button>
      <p>{outcome}</p>
    </>
  );
}

function renderScreen(provider: Provider) {
  const saved: Settings[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      dataProvider={provider as unknown as DataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={memoryStore()}
    >
      <SettingsScreen onSaved={(s) => saved.push(s)} />
      <Notification />
    </AdminContext>,
  );
  return { saved, queryClient };
}

describe('the singleton settings edit', () => {
  it('saves with the loaded version, keeps the saved settings in the cache and confirms', async () => {
    const { provider, writes } = fakeServer();
    const { saved, queryClient } = renderScreen(provider);
    expect(await screen.findByText('Alt v1')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'save' }));

    expect(await screen.findByText('Neu v2')).toBeTruthy();
    expect(writes).toEqual([{ name: 'Neu', version: 1 }]);
    expect(queryClient.getQueryData(KEY)).toEqual({ name: 'Neu', version: 2 });
    expect(saved).toEqual([{ name: 'Neu', version: 2 }]);
    expect(await screen.findByText('ra.notification.updated')).toBeTruthy();
    expect(screen.getByText('saved')).toBeTruthy();
  });

  it('hands a refusal to the form unconfirmed, and reads the settings again on reload', async () => {
    const { provider, writes } = fakeServer();
    const { saved } = renderScreen(provider);
    expect(await screen.findByText('Alt v1')).toBeTruthy();
    provider.bump(); // someone else saved meanwhile
    expectConsole(/Veraltete Version/); // react-admin's data provider logs a refused call

    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('refused: Veraltete Version')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.queryByText('ra.notification.updated')).toBeNull();
    expect(screen.getByText('Alt v1')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('Alt v2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Neu v3')).toBeTruthy();
    expect(writes.map((w) => w.version)).toEqual([1, 2]);
  });
});
