import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BuildingCreate } from '../../resources/objects/BuildingCreate';
import { BUILDING_PANEL_DEFINITIONS } from '../../resources/objects/panels';
import type { BuildingDetail } from '../../schema/api/buildings';
import { PanelDefinitionsContext, SidepanelProvider, useSidepanel } from '../../src/layout/sidepanel';
import { expectConsole } from './consoleGuard';
import { descriptionOf, renderForm } from './formsFixtures';
import { BUILDING, fakeApi, refused, type ApiCall } from './objectFormsFixtures';

/** The form's fields of the building (GET /buildings/create answers such values). */
const { id: _id, active: _active, version: _version, numObjects: _numObjects, ...formValues } = BUILDING;

const posts = (calls: ApiCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

/** The open sidepanel (building 7's, by its address). */
function OpenPanel() {
  const { panel } = useSidepanel();
  return (
    <section role="complementary" aria-label="panel">
      {panel?.key}
      {panel?.content}
    </section>
  );
}

describe('building create page', () => {
  it('starts from a free reference number, creates the building and goes back to the list with a notice', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi((call) => {
      if (call.url === '/api/v1/buildings/create' && call.method === 'GET') {
        return {
          data: {
            values: {
              title: '',
              refNumber: 'RENT-B-0008',
              street: '',
              houseNumber: '',
              postalCode: '',
              city: '',
              constructionYear: null,
              numFloors: null,
            },
          },
        };
      }
      if (call.url === '/api/v1/buildings/create') {
        return { status: 201, data: { ...BUILDING, ...(call.body as BuildingDetail), id: 8, version: 1 } };
      }
      return undefined;
    });
    const { locations } = renderForm(<BuildingCreate />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Liegenschaft' })).toBeTruthy();
    const ref = await screen.findByRole('textbox', { name: 'Ref.-Nr.' });
    expect(ref).toHaveProperty('value', 'RENT-B-0008');

    await user.type(screen.getByRole('textbox', { name: /^Strasse/ }), 'Austrasse');
    await user.type(screen.getByRole('textbox', { name: 'Hausnummer' }), '4a');
    await user.type(screen.getByRole('textbox', { name: /^PLZ/ }), '5430');
    await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Wettingen');
    await user.type(screen.getByRole('textbox', { name: 'Baujahr' }), '2024');
    await user.type(screen.getByRole('textbox', { name: 'Anzahl Geschosse' }), '5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const title = screen.getByRole('textbox', { name: /^Bezeichnung/ });
    await waitFor(() => expect(descriptionOf(title)).toBe('Bitte ausfüllen.'));
    await user.type(title, 'Siedlung Au');
    // the typed title is checked again (the button waits meanwhile, as a person would)
    await waitFor(() => expect(descriptionOf(title)).not.toBe('Bitte ausfüllen.'));
    const save = screen.getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);

    await waitFor(() => expect(locations.at(-1)).toBe('/objects/buildings'));
    expect(await screen.findByText('Die Liegenschaft «Siedlung Au» wurde erfasst.')).toBeTruthy();
    expect(posts(calls, '/api/v1/buildings/create')[0]?.body).toEqual({
      title: 'Siedlung Au',
      refNumber: 'RENT-B-0008',
      street: 'Austrasse',
      houseNumber: '4a',
      postalCode: '5430',
      city: 'Wettingen',
      constructionYear: 2024,
      numFloors: 5,
    });
  }, 60_000);

  it("shows the server's refusal on its input", async () => {
    expectConsole(/HttpError/);
    const user = userEvent.setup({ delay: null });
    fakeApi((call) => {
      if (call.method === 'GET') return { data: { values: formValues } };
      return refused({ refNumber: 'ref_number_taken' });
    });
    const { locations } = renderForm(<BuildingCreate />);
    await user.type(await screen.findByRole('textbox', { name: /^Bezeichnung/ }), ' Nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Ref.-Nr.' }))).toBe(
        'Diese Referenz ist in diesem Projekt schon vergeben.',
      ),
    );
    expect(locations.at(-1)).toBe('/form');
  });
});

describe('building edit sidepanel', () => {
  it('saves with its version, and says someone else changed the building', async () => {
    expectConsole(/HttpError/);
    const user = userEvent.setup({ delay: null });
    let stale = false;
    const calls = fakeApi((call) => {
      if (call.url === '/api/v1/buildings/7') return { data: BUILDING };
      if (call.url === '/api/v1/buildings/7/edit') {
        if (stale) return { status: 409, data: { message: 'Geändert', messageKey: 'record_changed' } };
        return { data: { ...BUILDING, ...(call.body as BuildingDetail), version: 6 } };
      }
      return undefined;
    });
    renderForm(
      <PanelDefinitionsContext.Provider value={BUILDING_PANEL_DEFINITIONS}>
        <SidepanelProvider>
          <OpenPanel />
        </SidepanelProvider>
      </PanelDefinitionsContext.Provider>,
      { path: '/form?panel=BuildingEdit:7' },
    );
    const panel = await screen.findByRole('complementary', { name: 'panel' });
    expect(panel.textContent).toContain('BuildingEdit');
    const floors = await within(panel).findByRole('textbox', { name: 'Anzahl Geschosse' });
    await user.clear(floors);
    await user.type(floors, '5');
    await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Änderungen an der Liegenschaft wurden gespeichert.')).toBeTruthy();
    expect(posts(calls, '/api/v1/buildings/7/edit')[0]?.body).toMatchObject({ version: 5, numFloors: 5 });

    stale = true;
    await user.type(within(panel).getByRole('textbox', { name: /^Bezeichnung/ }), ' Süd');
    await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(panel).findByText(/^Jemand anderes hat diesen Datensatz inzwischen geändert/),
    ).toBeTruthy();
    expect(posts(calls, '/api/v1/buildings/7/edit')[1]?.body).toMatchObject({ version: 6 });
  }, 60_000);
});
