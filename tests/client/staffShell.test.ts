import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setMenuCollapsed, setStoredUser, type StoredUser } from '../../dataProvider/storage';

/**
 * index.html's staff shell: its inline script decides by the path and the stored session whether
 * the shell shows, and takes it away once the app shows more than a loading indicator.
 */
const INDEX = readFileSync(path.resolve('index.html'), 'utf8');
const SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX)![1]!;
const BODY = /<body>([\s\S]*?)<script/.exec(INDEX)![1]!;

const USER = { id: 1, first_name: 'Anna', last_name: 'Muster', token: 'secret' } as unknown as StoredUser;

/** Loads the page's body at `path` and runs the shell's script as the browser would. */
function load(path: string): { shell: () => HTMLElement | null; root: HTMLElement } {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = BODY;
  new Function(SCRIPT)();
  return { shell: () => document.getElementById('shell'), root: document.getElementById('root')! };
}

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shell');
  window.history.replaceState(null, '', '/');
});

describe('the staff shell of index.html', () => {
  it('shows on a staff path for a signed-in member of staff, with the stored menu state', () => {
    setStoredUser(USER);
    for (const path of ['/objects/apartments', '/applications', '/fr/tenant', '/', '/settings/users']) {
      expect(load(path).shell(), path).not.toBeNull();
      expect(document.documentElement.getAttribute('data-shell')).toBe('open');
    }
    setMenuCollapsed(true);
    load('/viewing-appointments');
    expect(document.documentElement.getAttribute('data-shell')).toBe('collapsed');
  });

  it('is absent on public pages, the login page and the error pages, signed in or not', () => {
    setStoredUser(USER);
    const paths = [
      '/login',
      '/fr/login',
      '/form/application/new',
      '/action/abc/offer-form',
      '/action/account/1/invitation',
      '/public-object-list',
      '/public-object-details/4',
      '/public/404',
      '/iframe/object-list',
      '/en/iframe/object-details/3',
      '/403',
      '/404',
      '/access-denied',
      '/base',
    ];
    for (const path of paths) {
      expect(load(path).shell(), path).toBeNull();
      expect(document.documentElement.hasAttribute('data-shell'), path).toBe(false);
    }
  });

  it('is absent without a stored session or with an unreadable one', () => {
    expect(load('/objects/apartments').shell()).toBeNull();
    window.localStorage.setItem('immodesk.user', '{not json');
    expect(load('/objects/apartments').shell()).toBeNull();
    window.localStorage.setItem('immodesk.user', JSON.stringify({ id: 1, token: '' }));
    expect(load('/objects/apartments').shell()).toBeNull();
  });

  it('stays over an empty root and a loading indicator, and goes with the layout', async () => {
    setStoredUser(USER);
    const { shell, root } = load('/objects/apartments');
    root.innerHTML = '<div style="height: 100vh"><div class="RaLoading-root"></div></div>';
    await settle();
    expect(shell()).not.toBeNull();
    root.innerHTML = '';
    await settle();
    expect(shell()).not.toBeNull();
    // the layout with a screen still loading inside it
    root.innerHTML = '<div><main id="main-content"><div class="RaLoading-root"></div></main></div>';
    await settle();
    expect(shell()).toBeNull();
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
  });

  it('goes when the app shows any other page (an expired session sends to the login page)', async () => {
    setStoredUser(USER);
    const { shell, root } = load('/objects/apartments');
    root.innerHTML = '<form><input name="username"></form>';
    await settle();
    expect(shell()).toBeNull();
  });
});
