import type { Language } from '../schema/api/common';
import { isLanguage } from '../schema/api/common';
import type { SessionUser } from '../schema/api/session';

/**
 * What the client keeps in the browser between page loads: the signed-in user with the token,
 * the base backend URL from the last /init reply, the chosen language and the menu state.
 * One module so that every reader and writer agrees on the keys.
 */
const KEYS = {
  user: 'immodesk.user',
  baseBackendUrl: 'immodesk.baseBackendUrl',
  language: 'immodesk.language',
  menuCollapsed: 'immodesk.menuCollapsed',
} as const;

export interface StoredUser extends SessionUser {
  token: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // private mode or storage full: the session lasts as long as the page
  }
}

export function getStoredUser(): StoredUser | null {
  const raw = read(KEYS.user);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredUser;
    return typeof value?.token === 'string' && value.token ? value : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: StoredUser | null): void {
  write(KEYS.user, user ? JSON.stringify(user) : null);
}

export function getToken(): string | null {
  return getStoredUser()?.token ?? null;
}

export function getBaseBackendUrl(): string | null {
  return read(KEYS.baseBackendUrl);
}

export function setBaseBackendUrl(url: string | null): void {
  write(KEYS.baseBackendUrl, url);
}

export function getStoredLanguage(): Language | null {
  const value = read(KEYS.language);
  return value && isLanguage(value) ? value : null;
}

export function setStoredLanguage(language: Language): void {
  write(KEYS.language, language);
}

export function getMenuCollapsed(): boolean {
  return read(KEYS.menuCollapsed) === '1';
}

export function setMenuCollapsed(collapsed: boolean): void {
  write(KEYS.menuCollapsed, collapsed ? '1' : '0');
}
