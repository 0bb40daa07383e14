import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import type { PublicObjectCard, PublicObjectListInit } from '../../schema/publicObjects';
import { PublicObjectDetailsPage, PublicObjectListPage } from '../../src/public/objects/PublicObjectPages';
import { callsTo, mockApi } from './applicationFormFixtures';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const LIST = '/api/v1/objects/iframe-object-list';
const INTEREST = '/api/evaluation/settings/template-builder/iframe-interest-form';
const ID = 'a1'.repeat(16);

const init: PublicObjectListInit = {
  project: { name: 'Wiedervermietung Zürich' },
  title: 'Unsere freien Wohnungen',
  intro: 'Alle Angebote auf einen Blick',
  fields: ['rooms', 'area', 'price', 'address'],
  filters: ['rooms'],
  objectTypes: ['apartments'],
  currency: 'CHF',
  languages: ['de', 'fr', 'it', 'en'],
};

const card: PublicObjectCard = {
  id: ID,
  title: 'Sonnige Wohnung am See',
  objectType: null,
  rooms: 3.5,
  area: 82,
  floor: null,
  price: 2150,
  priceKind: 'rent',
  currency: 'CHF',
  availableFrom: null,
  street: 'Seestrasse 12',
  postalCode: '8002',
  city: 'Zürich',
  thumbUrl: '/serve-media-files?url=1/2026-01/x.jpg&variant=thumb',
};

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={memoryStore()}>
        <Routes>
          <Route path="/public-object-list" element={<PublicObjectListPage />} />
          <Route path="/public-object-details/:id" element={<PublicObjectDetailsPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the public object list', () => {
  it('shows the offers with the page builder’s texts and filters, lazy thumbnails, and filters by rooms', async () => {
    const calls = mockApi((call) => {
      if (call.url === `${LIST}/init`) return { data: init };
      if (call.url === LIST) return { data: { objects: [card], total: 1, page: 1, pageSize: 12 } };
      return undefined;
    });
    const user = userEvent.setup();
    const { container } = renderAt('/public-object-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere freien Wohnungen' })).toBeTruthy();
    expect(screen.getByText('Alle Angebote auf einen Blick')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sonnige Wohnung am See' })).toBeTruthy();
    expect(screen.getByText('Seestrasse 12, 8002 Zürich')).toBeTruthy();
    expect(screen.getByText('3.5 Zimmer · 82 m²')).toBeTruthy();
    expect(screen.getByText(/2'150 pro Monat/)).toBeTruthy();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toContain('variant=thumb');
    // only the filters the settings offer
    expect(screen.queryByLabelText('Preis bis')).toBeNull();
    await user.type(screen.getByLabelText('Zimmer ab'), '3');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', LIST).some((c) => (c.config.params as Record<string, unknown>)?.roomsMin === 3),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Details zu Sonnige Wohnung am See' }).getAttribute('href')).toBe(
      `/public-object-details/${ID}`,
    );
  });

  it('shows the details with structured data and sends the interest form', async () => {
    const calls = mockApi((call) => {
      if (call.url === `${LIST}/${ID}`)
        return {
          data: {
            ...card,
            description: '<p>Hell und ruhig</p>',
            images: [
              { imageUrl: '/serve-media-files?url=a', thumbUrl: '/serve-media-files?url=a&variant=thumb' },
            ],
            contact: { name: 'Reto Brunner', email: 'reto@example.ch', phone: '' },
            viewingInfo: '',
          },
        };
      if (call.url === INTEREST && call.method === 'POST')
        return { status: 201, data: { message: 'Vielen Dank für Ihr Interesse.' } };
      return undefined;
    });
    const user = userEvent.setup();
    const { container } = renderAt(`/public-object-details/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sonnige Wohnung am See' })).toBeTruthy();
    expect(screen.getByText('Hell und ruhig')).toBeTruthy();
    const json = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json).toMatchObject({
      '@type': 'Offer',
      price: 2150,
      priceCurrency: 'CHF',
      itemOffered: {
        '@type': 'Accommodation',
        numberOfRooms: 3.5,
        floorSize: { value: 82 },
        address: { addressLocality: 'Zürich' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Interesse senden' }));
    expect(callsTo(calls, 'POST', INTEREST)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Vor- und Nachname/ }), 'Lea Meier');
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'Lea@Example.ch');
    await user.type(screen.getByRole('textbox', { name: /Nachricht/ }), 'Gern eine Besichtigung');
    await user.click(screen.getByRole('button', { name: 'Interesse senden' }));
    expect(await screen.findByText('Vielen Dank für Ihr Interesse.')).toBeTruthy();
    expect(callsTo(calls, 'POST', INTEREST)[0]?.body).toMatchObject({
      objectId: ID,
      name: 'Lea Meier',
      email: 'lea@example.ch',
      message: 'Gern eine Besichtigung',
      language: 'de',
    });
  });
});
