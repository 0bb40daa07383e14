import type { Language } from './api/common';

/**
 * The portals' names and an ad's state on a portal, in the four languages: the staff texts (the
 * ad editor, the settings) and the server's (the marketing list's cells, exports, messages) take
 * them from here, so that a portal column and the editor never say it differently.
 */

const portals = {
  marketing_portal_homegate: 'Homegate',
  marketing_portal_newhome: 'Newhome',
  marketing_portal_immoscout: 'ImmoScout24',
  marketing_portal_icasa: 'icasa',
  marketing_portal_flatfox: 'Flatfox',
};

type Captions = typeof portals & {
  marketing_state_live: string;
  marketing_state_pending: string;
  marketing_state_failed: string;
  marketing_state_off: string;
  marketing_portal_disabled: string;
};

export const MARKETING_CAPTIONS: Readonly<Record<Language, Captions>> = {
  de: {
    ...portals,
    marketing_state_live: 'Online',
    marketing_state_pending: 'In Übermittlung',
    marketing_state_failed: 'Fehlgeschlagen',
    marketing_state_off: 'Offline',
    marketing_portal_disabled: 'Dieses Portal ist in den Einstellungen ausgeschaltet.',
  },
  fr: {
    ...portals,
    marketing_state_live: 'En ligne',
    marketing_state_pending: 'En transmission',
    marketing_state_failed: 'Échec',
    marketing_state_off: 'Hors ligne',
    marketing_portal_disabled: 'Ce portail est désactivé dans les paramètres.',
  },
  it: {
    ...portals,
    marketing_state_live: 'Online',
    marketing_state_pending: 'In trasmissione',
    marketing_state_failed: 'Non riuscito',
    marketing_state_off: 'Offline',
    marketing_portal_disabled: 'Questo portale è disattivato nelle impostazioni.',
  },
  en: {
    ...portals,
    marketing_state_live: 'Live',
    marketing_state_pending: 'Being sent',
    marketing_state_failed: 'Failed',
    marketing_state_off: 'Off',
    marketing_portal_disabled: 'This portal is switched off in the settings.',
  },
};
