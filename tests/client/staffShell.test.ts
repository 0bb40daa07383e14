import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  setMenuCollapsed,
  setStoredLanguage,
  setStoredUser,
  type StoredUser,
} from '../../dataProvider/storage';
import * as authTexts from '../../i18n/parts/auth';

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
  window.localStorage.clear();
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

  it('is absent on the login page, the error pages and the pages framed in other sites for a signed-in member of staff', () => {
    setStoredUser(USER);
    const paths = [
      '/login',
      '/fr/login',
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

  it('shows the public frame with a loading indicator on the public pages, signed in or not', () => {
    const paths = [
      '/form/application/new',
      '/action/abc/offer-form',
      '/action/account/1/invitation',
      '/public-object-list',
      '/public-object-details/4',
      '/fr/action/slug/tok/appointments-booking-object',
    ];
    for (const user of [USER, null]) {
      setStoredUser(user);
      for (const path of paths) {
        expect(load(path).shell(), path).not.toBeNull();
        expect(document.documentElement.getAttribute('data-shell'), path).toBe('public');
        expect(document.querySelector('#shell .shell-public svg'), path).not.toBeNull();
      }
    }
  });

  it("shows the sign-in's card to an anonymous visitor on a staff path or the login page", () => {
    for (const path of [
      '/objects/apartments',
      '/',
      '/login',
      '/login?redirect=%2Ftenant',
      '/settings/users',
    ]) {
      expect(load(path).shell(), path).not.toBeNull();
      expect(document.documentElement.getAttribute('data-shell'), path).toBe('login');
      expect(document.querySelector('.shell-card p')?.textContent, path).toBe('Anmelden');
    }
    // an unreadable or empty session is none
    window.localStorage.setItem('immodesk.user', '{not json');
    expect(load('/objects/apartments').shell()).not.toBeNull();
    expect(document.documentElement.getAttribute('data-shell')).toBe('login');
    window.localStorage.setItem('immodesk.user', JSON.stringify({ id: 1, token: '' }));
    load('/tenant');
    expect(document.documentElement.getAttribute('data-shell')).toBe('login');
  });

  it("heads the sign-in's card in the language the app will show: the stored one, else the address's", () => {
    const headings = { '/fr/login': 'Connexion', '/it/home': 'Accesso', '/en/objects/apartments': 'Sign in' };
    for (const [path, heading] of Object.entries(headings)) {
      load(path);
      expect(document.querySelector('.shell-card p')?.textContent, path).toBe(heading);
    }
    setStoredLanguage('it');
    load('/fr/login');
    expect(document.querySelector('.shell-card p')?.textContent).toBe('Accesso');
    // every heading is the login page's own (auth_login_title)
    for (const [language, texts] of Object.entries(authTexts)) {
      window.localStorage.setItem('immodesk.language', language);
      load('/login');
      expect(document.querySelector('.shell-card p')?.textContent, language).toBe(texts.auth_login_title);
    }
  });

  it('shows no shell to an anonymous visitor on the error pages and the request for a reset link', () => {
    for (const path of [
      '/iframe/object-list',
      '/404',
      '/base',
      '/login?forgot',
      '/login?redirect=x&forgot=',
    ]) {
      expect(load(path).shell(), path).toBeNull();
      expect(document.documentElement.hasAttribute('data-shell'), path).toBe(false);
    }
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

  it.each([
    [
      "the sign-in's card",
      '/objects/apartments',
      '<main><h1>Anmelden</h1><form><input name="username"></form></main>',
    ],
    // a public page's own frame with its data still loading
    [
      "a public page's frame",
      '/action/abc/offer-form',
      '<div><header>Projekt</header><h1>Angebot</h1><div class="RaLoading-root"></div></div>',
    ],
  ])('keeps %s over the loading indicator and goes with the page', async (_shell, path, page) => {
    const { shell, root } = load(path);
    root.innerHTML = '<div class="RaLoading-root"></div>';
    await settle();
    expect(shell()).not.toBeNull();
    root.innerHTML = page;
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
