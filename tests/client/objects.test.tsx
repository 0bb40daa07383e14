import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Resource } from 'react-admin';
import { objects } from '../../resources/objects';
import { objectListOf } from '../../resources/objects/kinds';
import { loadObjectList, loadObjectShow } from '../../resources/objects/screens';
import { detailGroups } from '../../resources/objects/objectDetailModel';
import type { ObjectDetail } from '../../schema/api/objects';
import { listApiPath, type ListMeta } from '../../schema/listPaths';
import { useSidepanel } from '../../src/layout/sidepanel';
import { fakeProvider, listCall, renderScreen, tableData, type FakeProvider } from './listFixtures';
import { INIT } from './objectFormsFixtures';

/** The API path of the last list call (what the data provider makes of its resource and meta). */
const apiPathOf = (provider: FakeProvider) => {
  const call = listCall(provider);
  return listApiPath(call.resource, call.meta as ListMeta);
};

const detail: ObjectDetail = {
  id: 2,
  type: 'apartments',
  progress_state: 'rented',
  active: true,
  version: 1,
  sale: false,
  building: { id: 7, title: 'Wohnhaus Obstgarten' },
  basics: {
    title: '3-Zimmer-Wohnung, 1. OG',
    propertyType: 'apartment',
    refNumber: 'RENT-A-0002',
    rooms: 3,
    floor: '1. OG',
    floorNum: 1,
    area: 102,
    areas: [],
    characteristics: ['lift', 'dishwasher'],
  },
  prices: {
    rentalPrice: 2645,
    nettoPrice: 2340,
    extraPrice: 305,
    deposit: 7020,
    rentalPricePerSquareMeter: 25.93,
    nettoPricePerSquareMeter: 22.94,
    capitalShare: null,
    electricityCost: null,
    sellingPrice: null,
  },
  address: { building: 7, street: 'Mellingerstrasse', houseNumber: '18', postalCode: '5400', city: 'Baden' },
  rental: {
    minOccupancy: 1,
    maxOccupancy: 4,
    minAdults: 1,
    maxAdults: 4,
    minChildren: 0,
    maxChildren: 3,
    householdType: '',
    adultAge: null,
    capitalFrom: null,
    capitalTo: null,
    incomeFrom: 84240,
    incomeTo: null,
    catsAllowed: true,
    dogsAllowed: false,
  },
  additional: {
    application: true,
    availableFrom: '2027-12-16',
    owner: 'Fondation de prévoyance Romandie',
    visitation: '',
    visitationPhone: '',
    targetGroup: '',
    inspectForm: true,
    subsidized: false,
    description: '',
  },
  images: [],
  application_url: '/form/application/new?uuids=0123456789abcdef0123456789abcdef',
};

/** Shows which sidepanel is open and renders its content, as the layout's host does. */
function PanelProbe() {
  const { panel } = useSidepanel();
  return (
    <aside aria-label="panel">
      {panel ? `${panel.key}:${panel.id}:${panel.title ?? ''}` : 'closed'}
      {panel?.content}
    </aside>
  );
}

function renderObjects(
  path: string,
  provider: FakeProvider = fakeProvider(tableData()),
  projectType = 'rent',
) {
  provider.getOne.mockImplementation(async (_resource, params) => ({
    data: { ...detail, id: Number(params.id) },
  }));
  // what the edit form of a kind starts from: the project's buildings
  Object.assign(provider, {
    getObjectCreateInit: vi.fn(async (type: string) => ({ data: { ...INIT, type } })),
  });
  const view = renderScreen(
    <Routes>
      <Route
        path="/objects/*"
        element={
          <Resource name="objects" list={objects.list} edit={objects.recordPage}>
            {objects.routes?.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Resource>
        }
      />
    </Routes>,
    provider,
    {
      path,
      projectType,
      beside: <PanelProbe />,
    },
  );
  return { ...view, provider, user: userEvent.setup() };
}

// The list, the object's page and the row panel load on first use (lazy chunks). Their code is
// loaded once here, so that the tests' time is the screens' behaviour: on a busy machine, turning
// the panel's form code into modules for the first time took most of a test's 30 seconds.
beforeAll(async () => {
  await Promise.all([loadObjectList(), loadObjectShow(), import('../../resources/objects/rowPanels')]);
}, 120_000);

describe('object routes', () => {
  it('opens apartments for /objects', async () => {
    const { provider, location } = renderObjects('/objects');
    await screen.findByText('A-1');
    expect(location().pathname).toBe('/objects/apartments');
    expect(listCall(provider)).toMatchObject({ resource: 'objects', meta: { kind: 'apartments' } });
    expect(apiPathOf(provider)).toBe('objects/apartments');
    expect(screen.getByRole('tab', { name: 'Apartments' }).getAttribute('aria-selected')).toBe('true');
  });

  it('loads each kind from its own list path', async () => {
    const { provider, user } = renderObjects('/objects/apartments');
    await screen.findByText('A-1');
    await user.click(screen.getByRole('tab', { name: 'Parking spaces' }));
    await waitFor(() => expect(apiPathOf(provider)).toBe('objects/parkingspace'));
    // another list starts from its whole table data
    expect(listCall(provider).meta).toEqual({ kind: 'parkingspace', sale: false });
  });

  it('uses the sale lists in a sale project, except for buildings', async () => {
    const { provider } = renderObjects('/objects/plots', undefined, 'sale');
    await screen.findByText('A-1');
    expect(listCall(provider)).toMatchObject({ resource: 'objects', meta: { kind: 'plot', sale: true } });
    expect(apiPathOf(provider)).toBe('sales/objects/plot');
    expect(objectListOf('buildings')).toEqual({ resource: 'buildings' });
    expect(objectListOf('business')).toEqual({ resource: 'objects', meta: { kind: 'craft' } });
  });

  it('lists the buildings of a sale project on the building list', async () => {
    const { provider } = renderObjects('/objects/buildings', undefined, 'sale');
    await screen.findByText('A-1');
    expect(listCall(provider).resource).toBe('buildings');
    expect(apiPathOf(provider)).toBe('buildings');
  });

  it('opens a building in the BuildingEdit sidepanel', async () => {
    const { provider, user } = renderObjects('/objects/buildings');
    await screen.findByText('A-1');
    expect(listCall(provider).resource).toBe('buildings');
    await user.click(screen.getByRole('button', { name: 'Open details of A-2' }));
    expect(screen.getByRole('complementary', { name: 'panel' }).textContent).toContain(
      'BuildingEdit:2:Wohnung 2',
    );
    await waitFor(() =>
      expect(provider.getOne).toHaveBeenCalledWith('buildings', expect.objectContaining({ id: 2 })),
    );
  });

  it('offers the create button the table data names, leading to the wizard of its kind', async () => {
    renderObjects(
      '/objects/apartments',
      fakeProvider(tableData({ createNew: { enabled: true, type: 'apartments' } })),
    );
    const create = await screen.findByRole('link', { name: 'Add object' });
    expect(create.getAttribute('href')).toBe('/objects/create/apartments');
  });

  it('offers the building form from the building list', async () => {
    renderObjects(
      '/objects/buildings',
      fakeProvider(tableData({ createNew: { enabled: true, type: 'buildings' } })),
    );
    expect((await screen.findByRole('link', { name: 'Add building' })).getAttribute('href')).toBe(
      '/buildings/create',
    );
  });

  it('shows no create button when the table data offers none', async () => {
    renderObjects('/objects/apartments');
    await screen.findByText('A-1');
    expect(screen.queryByRole('link', { name: /^Add/ })).toBeNull();
  });

  it('sends a path that is not an object id home', async () => {
    const { location } = renderObjects('/objects/abc');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('object detail', () => {
  it('opens in the sidepanel from the detail column and closes on the same row again', async () => {
    const { provider, user } = renderObjects('/objects/apartments');
    await screen.findByText('A-2');
    const panel = screen.getByRole('complementary', { name: 'panel' });
    await user.click(screen.getByRole('button', { name: 'Open details of A-2' }));
    expect(panel.textContent).toContain('ApartmentEdit:2:Wohnung 2');
    expect(await within(panel).findByRole('textbox', { name: /^Title/ })).toHaveProperty(
      'value',
      '3-Zimmer-Wohnung, 1. OG',
    );
    expect(provider.getOne).toHaveBeenCalledWith('objects', expect.objectContaining({ id: 2 }));
    expect(within(panel).getByRole('textbox', { name: 'Available from' })).toHaveProperty(
      'value',
      '16.12.2027',
    );
    expect(
      within(panel).getByRole('link', { name: 'Open the object on its own page' }).getAttribute('href'),
    ).toBe('/objects/2');

    await user.click(screen.getByRole('button', { name: 'Open details of A-3' }));
    expect(panel.textContent).toContain('ApartmentEdit:3:');
    await user.click(screen.getByRole('button', { name: 'Open details of A-3' }));
    expect(panel.textContent).toBe('closed');
  });

  it('has its own page at /objects/{id}', async () => {
    const { provider } = renderObjects('/objects/2');
    expect(await screen.findByRole('heading', { name: '3-Zimmer-Wohnung, 1. OG' })).toBeTruthy();
    expect(provider.getOne).toHaveBeenCalledWith('objects', expect.objectContaining({ id: 2 }));
    expect(await screen.findByRole('textbox', { name: /^Street/ })).toHaveProperty(
      'value',
      'Mellingerstrasse',
    );
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/objects/apartments',
    );
    // the public application link where staff look for it, on the page as in the sidepanel
    const link = screen.getByRole('region', { name: 'Application link' });
    expect(within(link).getByRole('link', { name: /uuids=0123456789abcdef/ })).toBeTruthy();
    expect(within(link).getByRole('button', { name: 'Copy the application link' })).toBeTruthy();
  });

  it('groups the detail as the creation wizard does and leaves out empty values', () => {
    const groups = detailGroups(detail, {
      translate: (key, options) => (options?.value !== undefined ? `${key}(${String(options.value)})` : key),
      locale: 'de-CH',
      currency: 'CHF',
      currencyOrder: 'before',
    });
    expect(groups.map((g) => g.title)).toEqual([
      'objects_group_basics',
      'objects_group_prices',
      'objects_group_address',
      'objects_group_rental',
      'objects_group_additional',
    ]);
    const prices = groups[1]!.fields.map((f) => f.label);
    expect(prices).toContain('objects_field_deposit');
    expect(prices).not.toContain('objects_field_selling_price');
    const rental = Object.fromEntries(groups[3]!.fields.map((f) => [f.label, f.value]));
    expect(rental.objects_field_occupancy).toBe('1 – 4');
    expect(rental.objects_field_income).toBe("objects_range_from(CHF 84'240.00)");
  });
});
