import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ObjectCreate } from '../../resources/objects/ObjectCreate';
import { renderForm } from './formsFixtures';
import { DETAIL, INIT, fakeApi, signIn } from './objectFormsFixtures';

/** The wizard's prices page on a fake API whose page checks pass. */
async function pricesPage() {
  signIn();
  fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/api/v1/objects/apartments/create') {
      return { data: { ...INIT, type: 'apartments' } };
    }
    if (call.url === '/api/v1/objects/apartments/validation') return { data: { valid: true } };
    if (call.url === '/api/v1/objects/apartments/create') return { status: 201, data: { ...DETAIL, id: 77 } };
    return undefined;
  });
  renderForm(<ObjectCreate />, { path: '/form/apartments' });
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Seeblick');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await screen.findByRole('heading', { level: 2, name: 'Preise' });
  return user;
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('gross rent in the object form', () => {
  it('follows net rent plus extra costs while nobody typed it, and shows it formatted', async () => {
    const user = await pricesPage();
    await user.type(box(/^Nettomiete/), '2200');
    await user.type(box(/^Nebenkosten/), '280,50');
    await user.tab();
    await waitFor(() => expect(box(/^Bruttomiete/)).toHaveProperty('value', "2'480.50"));
    await user.clear(box(/^Nettomiete/));
    await user.type(box(/^Nettomiete/), '2300');
    await user.tab();
    await waitFor(() => expect(box(/^Bruttomiete/)).toHaveProperty('value', "2'580.50"));
  });

  it('keeps a gross rent typed by hand', async () => {
    const user = await pricesPage();
    await user.type(box(/^Bruttomiete/), '3000');
    await user.type(box(/^Nettomiete/), '2200');
    await user.type(box(/^Nebenkosten/), '280');
    await user.tab();
    expect(box(/^Bruttomiete/)).toHaveProperty('value', "3'000.00");
  });
});
