import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storedSessionMayRead } from '../../authProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { applications } from '../../resources/applications';
import { objects } from '../../resources/objects';
import { listApiPath, type ListRef } from '../../schema/listPaths';
import { getListParams, INITIAL_LIST_STATE, SchemaList } from '../../src/list';
import { listMetaOf, listQueryKey, prefetchTable, tableQueryKey } from '../../src/list/prefetchTable';
import { bootstrapOf, fakeProvider, listCall, renderScreen, tableData } from './listFixtures';

afterEach(() => setStoredUser(null));

describe('the first rows loaded alongside the app start', () => {
  it('shows rows loaded before the list rendered without asking again, and pages on their table data', async () => {
    const provider = fakeProvider(tableData());
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list: ListRef = { resource: 'objects', meta: { kind: 'apartments' } };
    prefetchTable(queryClient, provider, list, 'rent', '?sort=-title&status=available');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(1));
    expect(listCall(provider, 0)).toMatchObject({
      resource: 'objects',
      meta: { kind: 'apartments', sale: false },
      sort: { field: 'title', order: 'DESC' },
      filter: { status: 'available' },
    });

    const user = userEvent.setup();
    renderScreen(<SchemaList resource="objects" meta={{ kind: 'apartments' }} />, provider, {
      path: '/list?sort=-title&status=available',
      queryClient,
    });
    await screen.findByText('A-1');
    expect(provider.getList).toHaveBeenCalledTimes(1);

    // the next call of the list asks only for rows, on the prefetched table data
    await user.click(screen.getByRole('button', { name: 'ROOMS' }));
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    expect(listCall(provider).meta).toMatchObject({ tableDataOnly: true });
  });

  it('asks for its rows itself when the address shows another query than the one loaded', async () => {
    const provider = fakeProvider(tableData());
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list: ListRef = { resource: 'objects', meta: { kind: 'apartments' } };
    prefetchTable(queryClient, provider, list, 'rent', '?status=rented');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(1));
    renderScreen(<SchemaList {...list} />, provider, { path: '/list', queryClient });
    await screen.findByText('A-1');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    expect(listCall(provider)).toMatchObject({ meta: { kind: 'apartments', sale: false }, filter: {} });
  });

  it('asks for its rows itself when the rows loaded are of another list of the same resource', async () => {
    const provider = fakeProvider(tableData());
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchTable(queryClient, provider, { resource: 'objects', meta: { kind: 'plot' } }, 'rent', '');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(1));
    renderScreen(<SchemaList resource="objects" meta={{ kind: 'apartments' }} />, provider, {
      path: '/list',
      queryClient,
    });
    await screen.findByText('A-1');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    expect(listCall(provider)).toMatchObject({ resource: 'objects', meta: { kind: 'apartments' } });
  });

  it('loads rows only for a session that may read the list (the screen shows the refusal itself)', () => {
    const user = bootstrapOf('rent').user;
    expect(storedSessionMayRead('objects')).toBe(false);
    setStoredUser({ ...user, role: 'user', permissions: ['applications_read'], token: 't' });
    expect(storedSessionMayRead('applications')).toBe(true);
    expect(storedSessionMayRead('objects')).toBe(false);
    setStoredUser({ ...user, role: 'user', permissions: ['object_read'], token: 't' });
    expect(storedSessionMayRead('objects')).toBe(true);
    expect(storedSessionMayRead('buildings')).toBe(true);
  });

  it('knows which list an address opens, in each project type and language', () => {
    /** the API path the prefetch of an address calls in a project of this type */
    const pathOf = (list: ReturnType<NonNullable<typeof objects.listOf>>, projectType: string) =>
      list && listApiPath(list.resource, listMetaOf(list.meta, projectType));
    expect(objects.listOf?.('/objects/apartments', 'rent')).toEqual({
      resource: 'objects',
      meta: { kind: 'apartments' },
    });
    expect(pathOf(objects.listOf!('/objects/apartments', 'rent'), 'rent')).toBe('objects/apartments');
    expect(pathOf(objects.listOf!('/fr/objects/parking', 'rent'), 'rent')).toBe('objects/parkingspace');
    expect(pathOf(objects.listOf!('/objects/apartments', 'sale'), 'sale')).toBe('sales/objects/apartments');
    expect(pathOf(objects.listOf!('/objects/buildings', 'sale'), 'sale')).toBe('buildings');
    expect(objects.listOf?.('/objects/create/apartment', 'rent')).toBeNull();
    expect(objects.listOf?.('/objects/12', 'rent')).toBeNull();
    expect(objects.listOf?.('/home', 'rent')).toBeNull();
    expect(applications.listOf?.('/applications/42', 'rent')).toEqual({ resource: 'applications' });
    expect(pathOf(applications.listOf!('/applications/42', 'rent'), 'rent')).toBe('applications/');
    expect(pathOf(applications.listOf!('/it/applications', 'sale'), 'sale')).toBe('sales/applications/');
    expect(applications.listOf?.('/objects/apartments', 'rent')).toBeNull();
  });
});

describe('the query key of one list', () => {
  it('reloads every page of the one settings list it names and leaves the other lists of the resource', async () => {
    const queryClient = new QueryClient();
    const page = (n: number) => getListParams({ ...INITIAL_LIST_STATE, page: n });
    const users = { list: 'users' as const, sale: false };
    const teams = { list: 'teams' as const, sale: false };
    const keys = [
      tableQueryKey('settings', page(1), users),
      tableQueryKey('settings', page(2), users),
      tableQueryKey('settings', page(1), teams),
      tableQueryKey('objects', page(1), { kind: 'plot', sale: false }),
    ];
    for (const key of keys) queryClient.setQueryData(key, { rows: [] });
    await queryClient.invalidateQueries({ queryKey: listQueryKey('settings', { list: 'users' }) });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
