import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ObjectCreate } from '../../resources/objects/ObjectCreate';
import { objectCreatePayload } from '../../resources/objects/objectWizard';
import type { ObjectCreateInit } from '../../schema/api/objects';
import { expectConsole } from './consoleGuard';
import { PREVIEW_URL, descriptionOf, renderForm } from './formsFixtures';
import { DETAIL, INIT, fakeApi, refused, signIn, type ApiCall } from './objectFormsFixtures';

type Check = (call: ApiCall) => ReturnType<Parameters<typeof fakeApi>[0]>;

/** The wizard of `type` on a fake API: the create init, page checks that pass, a create that answers object 77. */
function renderWizard(type = 'apartments', init: Partial<ObjectCreateInit> = {}, check?: Check) {
  signIn();
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.url === `/api/v1/objects/${type}/create`) {
      return { data: { ...INIT, type, ...init } };
    }
    if (call.url === `/api/v1/objects/${type}/validation`) return check?.(call) ?? { data: { valid: true } };
    if (call.url === `/api/v1/objects/${type}/create`)
      return check?.(call) ?? { status: 201, data: { ...DETAIL, id: 77 } };
    return undefined;
  });
  const view = renderForm(<ObjectCreate />, { path: `/form/${type}` });
  return { ...view, calls, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const steps = () =>
  within(screen.getByRole('navigation', { name: 'Schritte' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);
const forward = () => screen.getByRole('button', { name: 'Weiter' });
const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const number = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('object creation wizard: pages per kind', () => {
  it('asks an apartment for rooms and floor, and has the rental page while it takes applications', async () => {
    const { user } = renderWizard();
    await heading('Grunddaten');
    expect(number(/^Zimmer/)).toBeTruthy();
    expect(textbox('Etage')).toBeTruthy();
    // one input for the floor: its number follows from the name
    expect(screen.queryByRole('textbox', { name: /Etage als Zahl/ })).toBeNull();
    expect(textbox(/^Ref\.-Nr\./)).toHaveProperty('value', 'RENT-A-0101');
    expect(steps()).toEqual([
      'Grunddaten',
      'Preise',
      'Adresse',
      'Bilder und Dokumente',
      'Vermietungskriterien',
      'Weitere Angaben',
    ]);
    const application = screen.getByRole('switch', { name: 'Bewerbung möglich' });
    expect(application).toHaveProperty('checked', true);
    await user.click(application);
    expect(steps()).toHaveLength(5);
    expect(steps()).not.toContain('Vermietungskriterien');
    await user.click(application);
    expect(steps()).toContain('Vermietungskriterien');
  });

  it('asks a parking space for no rooms and has no rental page', async () => {
    renderWizard('parkingspace', { type: 'parkingspace', suggestedRefNumber: 'RENT-P-0040' });
    await heading('Grunddaten');
    expect(screen.queryByRole('textbox', { name: /^Zimmer/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Objekttyp/ }).textContent).toBe('Tiefgaragenplatz');
    expect(steps()).toEqual(['Grunddaten', 'Preise', 'Adresse', 'Bilder und Dokumente', 'Weitere Angaben']);
  });

  it('asks a sale project for the selling price and has no rental page', async () => {
    const { user } = renderWizard('apartments', { sale: true });
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Attika mit Seesicht');
    expect(steps()).toEqual(['Grunddaten', 'Preise', 'Adresse', 'Bilder und Dokumente', 'Weitere Angaben']);
    await user.click(forward());
    await heading('Preise');
    expect(number(/^Verkaufspreis/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Bruttomiete/ })).toBeNull();
  });
});

describe('object creation wizard: checks', () => {
  it('keeps the page while an input is invalid and focuses it', async () => {
    const { user, calls } = renderWizard();
    await heading('Grunddaten');
    await user.click(forward());
    const title = textbox(/^Bezeichnung/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(descriptionOf(title)).toBe('Bitte ausfüllen.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Grunddaten');
    expect(calls.some((call) => call.url.endsWith('/validation'))).toBe(false);
  });

  it("shows the server's page check on its input", async () => {
    const { user, calls } = renderWizard('apartments', {}, (call) =>
      call.url.endsWith('/validation') ? refused({ 'basics.refNumber': 'ref_number_taken' }) : undefined,
    );
    expectConsole(/HttpError/);
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Seeblick');
    await user.click(forward());
    const ref = textbox(/^Ref\.-Nr\./);
    await waitFor(() =>
      expect(descriptionOf(ref)).toBe('Diese Referenz ist in diesem Projekt schon vergeben.'),
    );
    // the input gets the focus once its message is drawn
    await waitFor(() => expect(document.activeElement).toBe(ref));
    expect(calls.find((call) => call.url.endsWith('/validation'))?.body).toMatchObject({
      page: 'basics',
      values: { title: 'Seeblick', refNumber: 'RENT-A-0101', propertyType: 'apartment' },
    });
  });

  it('checks the gross rent against net rent and extra costs on the prices page', async () => {
    const { user } = renderWizard();
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Seeblick');
    await user.click(forward());
    await heading('Preise');
    await user.type(number(/^Bruttomiete/), '2000');
    await user.type(number(/^Nettomiete/), '1800');
    await user.type(number(/^Nebenkosten/), '150');
    await user.click(forward());
    await waitFor(() =>
      expect(descriptionOf(number(/^Bruttomiete/))).toBe(
        'Die Bruttomiete muss die Nettomiete plus die Nebenkosten sein.',
      ),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Preise');
  });
});

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** Answers every page of an apartment's wizard up to its last page. */
async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Seeblick');
  await user.type(number(/^Zimmer/), '3.5');
  await user.type(textbox('Etage'), '2. OG');
  await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
  await user.click(await screen.findByRole('combobox', { name: /^Art der Fläche/ }));
  await user.click(await screen.findByRole('option', { name: 'Balkon' }));
  await user.type(screen.getAllByRole('textbox', { name: /^Fläche/ }).at(-1)!, '12.5');
  await user.click(forward());

  await heading('Preise');
  await user.type(number(/^Bruttomiete/), '2000');
  await user.type(number(/^Nettomiete/), '1800');
  await user.type(number(/^Nebenkosten/), '200');
  await user.click(forward());

  await heading('Adresse');
  await user.type(screen.getByRole('combobox', { name: 'Liegenschaft' }), 'Wohn');
  await user.click(await screen.findByRole('option', { name: 'Wohnhaus Obstgarten' }));
  await waitFor(() => expect(textbox(/^Strasse/)).toHaveProperty('value', 'Mellingerstrasse'));
  expect(textbox('Hausnummer')).toHaveProperty('value', '18');
  expect(textbox(/^PLZ/)).toHaveProperty('value', '5400');
  await user.click(forward());

  await heading('Bilder und Dokumente');
  await user.upload(await screen.findByLabelText('Bilder', {}, { timeout: 10_000 }), [
    png('wohnzimmer.png'),
    png('kueche.png'),
  ]);
  // the preview comes through the data provider (media need the session's token)
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'wohnzimmer.png' })).toHaveProperty('src', PREVIEW_URL),
  );
  // the kitchen first: the images keep the order set here, each with its name
  await user.click(screen.getByRole('button', { name: '«kueche.png» nach vorne verschieben' }));
  expect(
    within(screen.getByRole('list', { name: 'Bilder' }))
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['kueche.png', 'wohnzimmer.png']);
  await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
  await user.upload(await screen.findByLabelText('Datei'), [pdf('grundriss.pdf')]);
  await screen.findByText('grundriss.pdf');
  await user.click(screen.getByRole('combobox', { name: /^Kategorie/ }));
  await user.click(await screen.findByRole('option', { name: 'Grundriss' }));
  await user.click(forward());

  await heading('Vermietungskriterien');
  await user.type(number('Personen mindestens'), '1');
  await user.type(number('Personen höchstens'), '3');
  await user.click(screen.getByRole('switch', { name: 'Hunde erlaubt' }));
  await user.click(forward());

  await heading('Weitere Angaben');
  await user.type(textbox('Verfügbar ab'), '01.04.2027');
  await user.type(screen.getByRole('textbox', { name: 'Telefon für Besichtigungen' }), '044 700 12 50');
}

describe('object creation wizard: completion', () => {
  it('creates the object with its uploads and opens its page with a notice', async () => {
    const { user, calls, locations } = renderWizard();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Objekt erfassen' }));

    await waitFor(() => expect(locations.at(-1)).toBe('/objects/77'));
    expect(await screen.findByText('Das Objekt «3-Zimmer-Wohnung, 1. OG» wurde erfasst.')).toBeTruthy();
    const created = calls.find(
      (call) => call.method === 'POST' && call.url === '/api/v1/objects/apartments/create',
    );
    expect(created?.body).toMatchObject({
      basics: {
        title: 'Seeblick',
        refNumber: 'RENT-A-0101',
        propertyType: 'apartment',
        rooms: 3.5,
        floor: '2. OG',
        floorNum: 2,
        areas: [{ kind: 'balcony', area: 12.5 }],
      },
      prices: { rentalPrice: 2000, nettoPrice: 1800, extraPrice: 200 },
      address: {
        building: 7,
        street: 'Mellingerstrasse',
        houseNumber: '18',
        postalCode: '5400',
        city: 'Baden',
      },
      rental: { minOccupancy: 1, maxOccupancy: 3, catsAllowed: true, dogsAllowed: false },
      additional: { application: true, availableFrom: '2027-04-01', visitationPhone: '+41447001250' },
      images: [
        { id: 0, image: 'up/kueche.png' },
        { id: 0, image: 'up/wohnzimmer.png' },
      ],
      files: [{ url: '/serve-media-files?url=up/grundriss.pdf', key: 'floor_plan' }],
    });
    // the answers were the wizard's draft until it completed
    expect(window.localStorage.getItem('immodesk.wizard.object-create-apartments.rent.4')).toBeNull();
  }, 60_000);

  it("puts the server's refusal of an upload on the uploads page", async () => {
    expectConsole(/HttpError/);
    const { user, locations } = renderWizard('apartments', {}, (call) =>
      call.method === 'POST' && call.url.endsWith('/create')
        ? refused({ 'files.0.url': 'file_not_found' })
        : undefined,
    );
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Objekt erfassen' }));

    await heading('Bilder und Dokumente');
    const file = screen.getByRole('group', { name: /^Datei/ });
    await waitFor(() =>
      expect(file.textContent).toContain('Diese Datei gibt es nicht mehr. Bitte laden Sie sie erneut hoch.'),
    );
    expect(locations.at(-1)).toBe('/form/apartments');
  }, 60_000);

  it('sends only the groups a parking space has', async () => {
    const { user, calls } = renderWizard('parkingspace', { type: 'parkingspace' });
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), 'Einstellplatz 12');
    await user.click(forward());
    await heading('Preise');
    await user.click(forward());
    await heading('Adresse');
    await user.type(textbox(/^Strasse/), 'Bahnhofstrasse');
    await user.type(textbox(/^PLZ/), '5400');
    await user.type(textbox(/^Ort/), 'Baden');
    await user.click(forward());
    await heading('Bilder und Dokumente');
    await user.click(forward());
    await heading('Weitere Angaben');
    await user.click(screen.getByRole('button', { name: 'Objekt erfassen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/create') && call.method === 'POST')).toBe(true),
    );
    const body = calls.find((call) => call.method === 'POST' && call.url.endsWith('/create'))?.body as Record<
      string,
      unknown
    >;
    expect(Object.keys(body).sort()).toEqual([
      'additional',
      'address',
      'basics',
      'files',
      'images',
      'prices',
    ]);
  });
});

describe('object creation wizard: payload', () => {
  it('sends empty rental criteria for an apartment that takes no applications', () => {
    const values = {
      basics: { title: 'Seeblick' },
      additional: { application: false },
      images: [],
      files: [],
    };
    expect(objectCreatePayload(values, 'apartments', false)).toEqual({
      basics: { title: 'Seeblick' },
      prices: {},
      address: {},
      rental: {},
      additional: { application: false },
      images: [],
      files: [],
    });
  });
});

describe('object creation wizard: route', () => {
  it('goes back to the object lists for a kind that does not exist', async () => {
    const { locations } = renderWizard('castle');
    await waitFor(() => expect(locations.at(-1)).toBe('/objects'));
  });
});
