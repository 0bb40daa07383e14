import { screen, within } from '@testing-library/react';
import {
  ResourceDefinitionContextProvider,
  TextField,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SchemaList, type CellOverride, type ListRow } from '../../src/list';
import { fakeProvider, listCall, renderScreen, row, tableData } from './listFixtures';

/** A cell written the react-admin way: the row from the record context. */
function RoomsFromRecord() {
  const record = useRecordContext<ListRow>();
  return (
    <span data-testid="rooms">{record ? `${String(record.rooms)} rooms in #${record.id}` : 'none'}</span>
  );
}

/** What the list tells react-admin code inside it: its resource, and that resource's definition. */
function ResourceProbe() {
  const resource = useResourceContext();
  const definition = useResourceDefinition();
  return (
    <output aria-label="resource">{`${resource ?? '-'} hasEdit ${String(definition.hasEdit ?? false)}`}</output>
  );
}

const CELLS: Record<string, CellOverride> = {
  title: () => <TextField source="title" />,
  rooms: () => <RoomsFromRecord />,
};

function renderList(projectType = 'rent') {
  const provider = fakeProvider(tableData({ body: [row(1, { title: 'Attika' }), row(2, { rooms: 4.5 })] }));
  const view = renderScreen(
    <ResourceDefinitionContextProvider
      definitions={{
        objects: { name: 'objects', hasList: true, hasEdit: true, hasShow: false, hasCreate: true },
      }}
    >
      <SchemaList resource="objects" meta={{ kind: 'apartments' }} cells={CELLS}>
        <ResourceProbe />
      </SchemaList>
    </ResourceDefinitionContextProvider>,
    provider,
    { projectType },
  );
  return { ...view, provider };
}

describe('react-admin inside a list', () => {
  it("draws react-admin's TextField and useRecordContext cells from each row's record", async () => {
    renderList();
    const first = (await screen.findByText('A-1')).closest('tr')!;
    const second = screen.getByText('A-2').closest('tr')!;
    expect(within(first).getByText('Attika')).toBeTruthy();
    expect(within(first).getByTestId('rooms').textContent).toBe('3.5 rooms in #1');
    expect(within(second).getByText('Wohnung 2')).toBeTruthy();
    expect(within(second).getByTestId('rooms').textContent).toBe('4.5 rooms in #2');
  });

  it('names the registry resource, whose definition react-admin finds, and asks for the list by its meta', async () => {
    const { provider } = renderList();
    await screen.findByText('A-1');
    expect(screen.getByRole('status', { name: 'resource' }).textContent).toBe('objects hasEdit true');
    expect(listCall(provider)).toMatchObject({
      resource: 'objects',
      meta: { kind: 'apartments', sale: false },
    });
  });

  it("asks for the sale list in a sale project (the project's type decides)", async () => {
    const { provider } = renderList('sale');
    await screen.findByText('A-1');
    expect(listCall(provider)).toMatchObject({
      resource: 'objects',
      meta: { kind: 'apartments', sale: true },
    });
  });
});
