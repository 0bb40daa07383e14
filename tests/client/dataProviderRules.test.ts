import { describe, expect, it } from 'vitest';
import { parseClientConfig } from '../../dataProvider/http';
import { filterValue, sortParam, toListQuery } from '../../dataProvider/listParams';
import {
  baseBackendUrlOf,
  isInitUrl,
  shouldSendToken,
  tenantFromHost,
  withLanguagePrefix,
} from '../../dataProvider/requestRules';

describe('tenantFromHost', () => {
  it.each([
    ['verkauf.localhost', 'verkauf'],
    ['rent.immodesk.ch', 'rent'],
    ['Investoren.Immodesk.CH', 'investoren'],
    ['bauprojekt.app.immodesk.ch', 'bauprojekt'],
    ['localhost', 'rent'],
    ['127.0.0.1', 'rent'],
    ['10.1.2.3', 'rent'],
    ['::1', 'rent'],
    ['[::1]', 'rent'],
    ['example.ch', 'rent'],
    ['', 'rent'],
  ])('%s -> %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });
});

describe('withLanguagePrefix', () => {
  it.each([
    ['/api/v1/objects/apartments', 'fr', '/fr/api/v1/objects/apartments'],
    ['api/v1/init', 'it', '/it/api/v1/init'],
    ['/api/v1/bootstrap?x=1', 'en', '/en/api/v1/bootstrap?x=1'],
    ['/api/v1/objects/apartments', 'de', '/api/v1/objects/apartments'],
    ['/config.json', 'fr', '/config.json'],
    ['/assets/logo.svg', 'fr', '/assets/logo.svg'],
    ['serve-media-files?url=a.jpg', 'fr', 'serve-media-files?url=a.jpg'],
    ['/api/v1/media/12/photo.jpg', 'fr', '/api/v1/media/12/photo.jpg'],
    ['/api/v1/serve-media-files?url=x', 'fr', '/api/v1/serve-media-files?url=x'],
    ['https://api.example.ch/api/v1/objects', 'fr', 'https://api.example.ch/api/v1/objects'],
    ['//cdn.example.ch/api/v1/x', 'fr', '//cdn.example.ch/api/v1/x'],
    ['/fr/api/v1/objects', 'it', '/fr/api/v1/objects'],
    ['/apiary', 'fr', '/apiary'],
  ] as const)('%s in %s -> %s', (url, lang, expected) => {
    expect(withLanguagePrefix(url, lang)).toBe(expected);
  });

  it('gives form endpoints the public view language instead of the admin language', () => {
    expect(withLanguagePrefix('/api/v2/applications/abc/token/1', 'fr', 'it')).toBe(
      '/it/api/v2/applications/abc/token/1',
    );
    expect(withLanguagePrefix('api/v1/product-form?slug=a', 'fr', 'en')).toBe(
      '/en/api/v1/product-form?slug=a',
    );
    expect(withLanguagePrefix('/api/v2/applications', 'fr', 'de')).toBe('/api/v2/applications');
    // only the endpoint itself, not a longer name that starts the same
    expect(withLanguagePrefix('/api/v2/applications-export', 'fr', 'it')).toBe(
      '/fr/api/v2/applications-export',
    );
  });

  it("gives a viewing link's public calls the public view language, and the staff calls the admin's", () => {
    expect(withLanguagePrefix('/api/v1/appointments/abc/tok/booking', 'fr', 'it')).toBe(
      '/it/api/v1/appointments/abc/tok/booking',
    );
    expect(withLanguagePrefix('/api/v1/appointments/abc/tok/decline', 'de', 'en')).toBe(
      '/en/api/v1/appointments/abc/tok/decline',
    );
    expect(withLanguagePrefix('/api/v1/appointments/12/34/comments', 'fr', 'it')).toBe(
      '/fr/api/v1/appointments/12/34/comments',
    );
  });
});

describe('shouldSendToken', () => {
  const page = 'https://verkauf.immodesk.ch';

  it('sends the token to relative paths (the API on the page origin)', () => {
    expect(shouldSendToken('/api/v1/bootstrap', { page, baseApiUrl: '', baseBackendUrl: null })).toBe(true);
  });

  it('sends it to an absolute URL on the API origin and to relative paths of a remote API', () => {
    const origins = { page, baseApiUrl: 'https://api.immodesk.ch/backend', baseBackendUrl: null };
    expect(shouldSendToken('/api/v1/objects', origins)).toBe(true);
    expect(shouldSendToken('https://api.immodesk.ch/other/file.pdf', origins)).toBe(true);
  });

  it('sends it to the stored backend origin', () => {
    const origins = { page, baseApiUrl: '', baseBackendUrl: 'https://backend.immodesk.ch/' };
    expect(shouldSendToken('https://backend.immodesk.ch/media/a.pdf', origins)).toBe(true);
  });

  it('drops it for any other origin', () => {
    const origins = {
      page,
      baseApiUrl: 'https://api.immodesk.ch',
      baseBackendUrl: 'https://backend.immodesk.ch',
    };
    expect(shouldSendToken('https://cdn.example.com/file.pdf', origins)).toBe(false);
    expect(shouldSendToken('http://api.immodesk.ch/api/v1/x', origins)).toBe(false);
    expect(shouldSendToken('https://api.immodesk.ch:8443/api/v1/x', origins)).toBe(false);
    expect(shouldSendToken('//evil.example.com/x', origins)).toBe(false);
  });
});

describe('init replies', () => {
  it.each([
    ['/api/v1/init', true],
    ['/fr/api/v1/init?x=1', true],
    ['/api/v1/applications/12/offer-info/init', true],
    ['/api/v1/objects/iframe-object-list/init/', true],
    ['api/v1/appointments/public/booking/init/fr', true],
    ['/api/v1/b2b/objects/sunny/public-init', true],
    ['/api/v1/bootstrap', false],
    ['/api/v1/initial', false],
    [undefined, false],
  ])('%s is an init call: %s', (url, expected) => {
    expect(isInitUrl(url)).toBe(expected);
  });

  it('reads bootstrap.baseBackendUrl', () => {
    expect(baseBackendUrlOf({ bootstrap: { baseBackendUrl: 'https://b.example.ch' } })).toBe(
      'https://b.example.ch',
    );
    expect(baseBackendUrlOf({ bootstrap: { baseBackendUrl: '' } })).toBeNull();
    expect(baseBackendUrlOf({ bootstrap: null })).toBeNull();
    expect(baseBackendUrlOf('text')).toBeNull();
  });
});

describe('parseClientConfig', () => {
  it('reads both fields and keeps the defaults for missing or malformed ones', () => {
    expect(parseClientConfig({ baseApiUrl: 'https://api.example.ch/', axiosTimeout: 30000 })).toEqual({
      baseApiUrl: 'https://api.example.ch',
      axiosTimeout: 30000,
    });
    expect(parseClientConfig({})).toEqual({ baseApiUrl: '', axiosTimeout: 120000 });
    expect(parseClientConfig({ baseApiUrl: 5, axiosTimeout: '100' })).toEqual({
      baseApiUrl: '',
      axiosTimeout: 120000,
    });
    expect(parseClientConfig({ axiosTimeout: -1 }).axiosTimeout).toBe(120000);
    expect(parseClientConfig(null)).toEqual({ baseApiUrl: '', axiosTimeout: 120000 });
  });
});

describe('list parameters', () => {
  it('maps filter values as the server reads them', () => {
    expect(filterValue(['a', 'b'])).toBe('a,b');
    expect(filterValue([2, 4.5])).toBe('2,4.5');
    expect(filterValue({ min: 1000, max: 2500 })).toBe('1000,2500');
    expect(filterValue({ min: 1000 })).toBeNull();
    expect(filterValue(true)).toBe('true');
    expect(filterValue(false)).toBe('false');
    expect(filterValue(new Date(2026, 11, 31))).toBe('2026-12-31');
    expect(filterValue('2026-01-05')).toBe('2026-01-05');
    expect(filterValue([])).toBeNull();
    expect(filterValue('')).toBeNull();
    expect(filterValue(null)).toBeNull();
    expect(filterValue(undefined)).toBeNull();
  });

  it('maps sort fields to key, -key or nothing', () => {
    expect(sortParam({ field: 'rooms', order: 'ASC' })).toBe('rooms');
    expect(sortParam({ field: 'rooms', order: 'DESC' })).toBe('-rooms');
    expect(sortParam({ field: '', order: 'ASC' })).toBeNull();
    expect(sortParam({ field: 'id', order: 'ASC' })).toBeNull();
    expect(sortParam(undefined)).toBeNull();
  });

  it('builds the whole query and leaves out empty values', () => {
    expect(
      toListQuery({
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'rentalPrice', order: 'DESC' },
        filter: {
          status: 'active',
          search: 'Bahnhof',
          rooms: ['3.5', '4.5'],
          rentalPrice: [1000, 2500],
          balcony: true,
          available_from: '2026-04-01',
          floor: [],
          city: '',
        },
        meta: { tableDataOnly: true, refreshStateFilters: true },
      }),
    ).toEqual({
      page: '3',
      rowsPerPage: '20',
      sort: '-rentalPrice',
      status: 'active',
      search: 'Bahnhof',
      rooms: '3.5,4.5',
      rentalPrice: '1000,2500',
      balcony: 'true',
      available_from: '2026-04-01',
      tableDataOnly: 'true',
      refreshStateFilters: 'true',
    });
  });

  it('treats react-admin q as the search and sends no flags it was not given', () => {
    expect(toListQuery({ pagination: { page: 1, perPage: 10 }, filter: { q: 'Zürich' } })).toEqual({
      page: '1',
      rowsPerPage: '10',
      search: 'Zürich',
    });
  });
});
