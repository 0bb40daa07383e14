import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoredUser, type StoredUser } from '../../dataProvider/storage';
import { isPublicPath, PUBLIC_PAGES, publicPageOf } from '../../src/public/publicPaths';

/**
 * The static staff shell of index.html recognises the pages without the staff frame by an
 * expression of its own (its inline script cannot import); src/public/publicPaths.ts is what the
 * app decides by. Both must answer alike, and the entry must start the public start exactly for
 * the pages of the public route table.
 */

const INDEX = readFileSync(path.resolve('index.html'), 'utf8');
const SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX)![1]!;
const BODY = /<body>([\s\S]*?)<script/.exec(INDEX)![1]!;

/** Whether index.html's script leaves the staff frame out at an address, for a signed-in user. */
function shellSkips(pathname: string): boolean {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = BODY;
  document.documentElement.removeAttribute('data-shell');
  new Function(SCRIPT)();
  return !['open', 'collapsed'].includes(document.documentElement.getAttribute('data-shell') ?? '');
}

beforeEach(() => {
  setStoredUser({ id: 1, first_name: 'Anna', last_name: 'Muster', token: 'secret' } as unknown as StoredUser);
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shell');
  window.history.replaceState(null, '', '/');
  setStoredUser(null);
});

const PUBLIC_PAGE_ADDRESSES = [
  '/action/account/7/password-reset-form',
  '/action/account/7/invitation',
  '/form/application/new',
  '/form/application/new/hausweg-3/abc123/42',
  '/form/application/hausweg-3/abc123/create-adult',
  '/form/application/hausweg-3/abc123/update',
  '/form/application/hausweg-3/abc123/update/42',
  '/action/Xy_9-a/offer-form',
  '/action/Xy_9-a/reference-form',
  '/action/0f8e7c1a-1111-4222-8333-444455556666/tok/documents-upload-form',
  '/action/0f8e7c1a-1111-4222-8333-444455556666/tok/contract-signing',
  '/action/0f8e7c1a-1111-4222-8333-444455556666/tok/accounting-confirmation-form',
  '/action/slug/tok/appointments-booking-object',
  '/action/slug/tok/appointment-cancel-booking',
  '/action/tok/appointment-edit-participants',
  '/action/appointments-booking-general-with-contact',
  '/action/marco/appointments-booking-general',
  '/action/wohnung-3/appointments-booking-object-with-contact',
  '/public-object-list',
  '/public-object-details/0123456789abcdef0123456789abcdef',
  '/iframe/object-list',
  '/iframe/object-details/0123456789abcdef0123456789abcdef',
];

/** Outside the staff frame, but pages of the staff app (react-admin's login, the error pages). */
const STAFF_APP_PUBLIC_ADDRESSES = [
  '/login',
  '/403',
  '/404',
  '/public/404',
  '/access-denied',
  '/base',
  '/fr/login',
  '/en/action/Xy_9-a/offer-form',
];

const STAFF_ADDRESSES = [
  '/',
  '/home',
  '/objects/apartments',
  '/objects/apartments/12/show',
  '/applications',
  '/tenant',
  '/viewing-appointments',
  '/settings/website',
  '/formulare',
  '/actions',
  '/publication',
  '/fr',
  '/fr/home',
  '/it/objects/apartments',
  '/loginx',
  '/iframes',
];

describe('public paths', () => {
  it('answers like the index.html shell for public, staff-app and staff addresses', () => {
    for (const pathname of [...PUBLIC_PAGE_ADDRESSES, ...STAFF_APP_PUBLIC_ADDRESSES, ...STAFF_ADDRESSES]) {
      expect(isPublicPath(pathname), pathname).toBe(shellSkips(pathname));
    }
    for (const pathname of [...PUBLIC_PAGE_ADDRESSES, ...STAFF_APP_PUBLIC_ADDRESSES]) {
      expect(isPublicPath(pathname), pathname).toBe(true);
    }
    for (const pathname of STAFF_ADDRESSES) expect(isPublicPath(pathname), pathname).toBe(false);
  });

  it("gives every public page of the route table the shell's public frame, but the pages framed in other sites", () => {
    for (const signedIn of [true, false]) {
      if (!signedIn) setStoredUser(null);
      for (const pathname of [...PUBLIC_PAGE_ADDRESSES, ...STAFF_APP_PUBLIC_ADDRESSES]) {
        shellSkips(pathname);
        // a language prefix (/en/action/...) leads to the same page
        const page = publicPageOf(pathname.replace(/^\/(?:fr|it|en)(?=\/)/, ''));
        const publicFrame = document.documentElement.getAttribute('data-shell') === 'public';
        expect(publicFrame, pathname).toBe(page !== null && !page.path.startsWith('/iframe/'));
      }
    }
  });

  it('finds the page of the route table for each public page address, and none for the others', () => {
    const found = PUBLIC_PAGE_ADDRESSES.map((pathname) => publicPageOf(pathname)?.path);
    expect(found.every(Boolean)).toBe(true);
    // every route of the table is reached by one of the addresses above
    expect(new Set(found)).toEqual(new Set(PUBLIC_PAGES.map((page) => page.path)));
    expect(publicPageOf('/form/application/hausweg-3/abc123/update/42')?.path).toBe(
      '/form/application/:slug/:token/update/:formId?',
    );
    expect(publicPageOf('/public-object-list/')?.path).toBe('/public-object-list');
    for (const pathname of [...STAFF_APP_PUBLIC_ADDRESSES, ...STAFF_ADDRESSES]) {
      expect(publicPageOf(pathname), pathname).toBeNull();
    }
  });

  it('loads each page of the table as a component, once, and keeps it for a first render', async () => {
    const page = publicPageOf('/public-object-list')!;
    expect(page.loaded()).toBeNull();
    const Page = await page.load();
    expect(typeof Page).toBe('function');
    expect(page.loaded()).toBe(Page);
    expect(page.load()).toBe(page.load());
  });
});
