import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListContext, useRefresh, useResourceContext, useUpdateMany } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SchemaList, useListMeta } from '../../src/list';
import { fakeProvider, listCall, renderScreen, tableData } from './listFixtures';

/** Shows what react-admin's list context says, and changes the list through it. */
function ContextProbe() {
  const { total, page, sort, selectedIds, setPage, setSort, onUnselectItems } = useListContext();
  return (
    <div>
      <output aria-label="context">
        {`total ${total ?? '-'} page ${page} sort ${sort.field}:${sort.order} selected ${selectedIds.join(',')}`}
      </output>
      <button type="button" onClick={() => setPage(2)}>
        context page 2
      </button>
      <button type="button" onClick={() => setSort({ field: 'title', order: 'DESC' })}>
        context sort
      </button>
      <button type="button" onClick={() => onUnselectItems()}>
        context unselect
      </button>
    </div>
  );
}

/**
 * A bulk button as react-admin's are made: the resource and selection from the contexts (the
 * list's meta as its mutation meta), useUpdateMany, then a refresh of what is shown.
 */
function DeactivateSelected() {
  const resource = useResourceContext();
  const meta = useListMeta();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany] = useUpdateMany();
  const refresh = useRefresh();
  return (
    <button
      type="button"
      onClick={() =>
        updateMany(
          resource,
          { ids: selectedIds, data: { active: false }, meta },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              onUnselectItems();
              refresh();
            },
          },
        )
      }
    >
      deactivate selected
    </button>
  );
}

async function renderList() {
  const provider = fakeProvider(
    tableData({ pagination: { currentPage: 1, rowsPerPage: 10, totalItems: 42, enabled: true } }),
  );
  const updateMany = vi.fn(async (_resource: string, params: { ids: number[] }) => ({ data: params.ids }));
  Object.assign(provider, { updateMany });
  const view = renderScreen(
    <SchemaList resource="objects" meta={{ kind: 'apartments' }}>
      <ContextProbe />
      <DeactivateSelected />
    </SchemaList>,
    provider,
  );
  await screen.findByText('A-1');
  return { ...view, provider, updateMany, user: userEvent.setup() };
}

const context = () => screen.getByRole('status', { name: 'context' }).textContent;

describe("react-admin's list context inside a SchemaList", () => {
  it('tells the rows, paging, sort and the selection made in the table', async () => {
    const { user } = await renderList();
    expect(context()).toBe('total 42 page 1 sort :ASC selected ');
    await user.click(screen.getByRole('checkbox', { name: 'Select row A-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row A-3' }));
    expect(context()).toBe('total 42 page 1 sort :ASC selected 1,3');
    await user.click(screen.getByRole('button', { name: 'context unselect' }));
    expect(context()).toContain('selected ');
    expect((screen.getByRole('checkbox', { name: 'Select row A-1' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("pages and sorts through the list's own state (the URL)", async () => {
    const { user, provider, location } = await renderList();
    await user.click(screen.getByRole('button', { name: 'context sort' }));
    await waitFor(() => expect(location().search).toContain('sort=-title'));
    await waitFor(() => expect(listCall(provider).sort).toEqual({ field: 'title', order: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'context page 2' }));
    await waitFor(() => expect(listCall(provider).pagination).toEqual({ page: 2, perPage: 10 }));
  });

  it("runs react-admin's useUpdateMany on the list's resource and reloads the rows with their counts", async () => {
    const { user, provider, updateMany } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select row A-2' }));
    const callsBefore = provider.getList.mock.calls.length;
    expect(context()).toContain('selected 2');
    await user.click(screen.getByRole('button', { name: 'deactivate selected' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'objects',
        expect.objectContaining({ ids: [2], meta: { kind: 'apartments', sale: false } }),
      ),
    );
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(callsBefore));
    expect(listCall(provider).meta).toMatchObject({ tableDataOnly: true, refreshStateFilters: true });
    await waitFor(() => expect(context()).toBe('total 42 page 1 sort :ASC selected '));
  });
});
