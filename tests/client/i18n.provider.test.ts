import { act, render, screen } from '@testing-library/react';
import { CoreAdminContext, useLocaleState, useTranslate } from 'ra-core';
import { createElement, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredLanguage } from '../../dataProvider/storage';
import { LANGUAGE_NAMES, createI18nProvider, i18nProvider } from '../../i18n/index';

describe('i18nProvider', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('de');
  });

  it('starts in German when no language is stored', () => {
    expect(i18nProvider.getLocale()).toBe('de');
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
  });

  it('offers the four languages, each named in itself', () => {
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'de', name: 'Deutsch' },
      { locale: 'fr', name: 'Français' },
      { locale: 'it', name: 'Italiano' },
      { locale: 'en', name: 'English' },
    ]);
    expect(LANGUAGE_NAMES.fr).toBe('Français');
  });

  it('switches locale and back', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
    await i18nProvider.changeLocale('it');
    expect(i18nProvider.translate('ra.action.save')).toBe('Salva');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
  });

  it('refuses a language the app does not offer and keeps the current one', async () => {
    await expect(i18nProvider.changeLocale('es')).rejects.toThrow('es');
    expect(i18nProvider.getLocale()).toBe('de');
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
  });

  it('shows the key of a missing text instead of failing', () => {
    expect(i18nProvider.translate('list_does_not_exist')).toBe('list_does_not_exist');
    expect(i18nProvider.translate('list_does_not_exist', { _: 'Fallback' })).toBe('Fallback');
  });

  it('interpolates and picks the plural form', () => {
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Eintrag gelöscht');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 Einträge gelöscht');
    expect(i18nProvider.translate('ra.navigation.current_page', { page: 4 })).toBe('Seite 4');
  });
});

describe('starting language', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('is the stored language when there is one', async () => {
    setStoredLanguage('it');
    vi.resetModules();
    const fresh = await import('../../i18n/index');
    await fresh.i18nReady;
    expect(fresh.i18nProvider.getLocale()).toBe('it');
    expect(fresh.i18nProvider.translate('ra.action.save')).toBe('Salva');
  });

  it('has German at hand and fetches another catalogue only when asked, once', async () => {
    vi.resetModules();
    const fresh = await import('../../i18n/index');
    expect(fresh.i18nProvider.getLocale()).toBe('de');
    expect(fresh.loadMessages('de')).not.toBeInstanceOf(Promise);
    const pending = fresh.loadMessages('fr');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(fresh.loadMessages('fr')).not.toBeInstanceOf(Promise);
  });
});

describe('in react-admin', () => {
  function Probe() {
    const translate = useTranslate();
    const [locale, setLocale] = useLocaleState();
    useEffect(() => {
      if (locale === 'de') setLocale('fr');
    }, [locale, setLocale]);
    return createElement('p', null, `${locale}: ${translate('ra.action.save')}`);
  }

  it('re-renders the app in the language chosen through react-admin', async () => {
    const provider = createI18nProvider();
    await act(async () => {
      render(createElement(CoreAdminContext, { i18nProvider: provider }, createElement(Probe)));
    });
    expect(await screen.findByText('fr: Enregistrer')).toBeTruthy();
    expect(provider.getLocale()).toBe('fr');
  });
});
