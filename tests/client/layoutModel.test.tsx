import { describe, expect, it } from 'vitest';
import { ROLES, defaultPermissions, type PermissionSubject, type Role } from '../../schema/permissions';
import { errorContent } from '../../src/layout/errorContent';
import type { MenuItemConfig } from '../../src/layout/menuItems';
import { menuItemsOf } from '../../src/registry/menu';
import { ALL_MENU_DEFINITIONS } from './registryFixtures';
import {
  isItemActive,
  shouldAutoCollapse,
  showChangelogBell,
  showSettingsGear,
  showUnreadCounter,
  unreadLabel,
  visibleMenuItems,
} from '../../src/layout/menuModel';
import { privacyBlocks } from '../../src/layout/privacyText';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { PROJECT_TYPES, brandColorFor, projectTheme } from '../../src/theme';

const subjectOf = (role: Role, features: Record<string, boolean> = {}): PermissionSubject => ({
  role,
  permissions: defaultPermissions(role),
  features,
});

/** A colour laid over white at the given opacity (what a selected menu entry's background shows). */
function blendOnWhite(color: string, opacity: number): string {
  const [r, g, b] = decomposeColor(color).values;
  const mix = (v: number) => Math.round(255 - (255 - v) * opacity);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

const keys = (items: MenuItemConfig[]) => items.map((item) => item.key);

/** The menu as it would be with every entry's screens built. */
const MENU_ITEMS = menuItemsOf(ALL_MENU_DEFINITIONS);

describe('unread counter', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(unreadLabel(0)).toBe('0');
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(12345)).toBe('99+');
  });

  it('treats a negative or missing count as none', () => {
    expect(unreadLabel(-3)).toBe('0');
    expect(unreadLabel(Number.NaN)).toBe('0');
  });

  it('is shown only with shared_communication', () => {
    expect(showUnreadCounter(subjectOf('user'))).toBe(true);
    expect(showUnreadCounter(subjectOf('analyst'))).toBe(false);
    expect(showUnreadCounter(subjectOf('superadmin'))).toBe(true);
    expect(showUnreadCounter(subjectOf('superadmin', { shared: false }))).toBe(false);
  });
});

describe('settings gear', () => {
  it('is for superadmin and admin only', () => {
    expect(ROLES.filter((role) => showSettingsGear(role))).toEqual(['superadmin', 'admin']);
  });
});

describe('changelog bell', () => {
  it('is for rent and first-time-letting projects only', () => {
    const shown = PROJECT_TYPES.filter((type) => showChangelogBell(type));
    expect(shown.sort()).toEqual(['first-time-letting', 'rent']);
  });
});

describe('menu filtering', () => {
  const built = ['objects'];

  it('shows objects with all six children to the roles that read objects', () => {
    for (const role of [
      'superadmin',
      'admin',
      'superuser',
      'user',
      'assistant',
      'marketer',
      'contract',
    ] as const) {
      const visible = visibleMenuItems(MENU_ITEMS, subjectOf(role), built);
      expect(keys(visible), role).toEqual(['objects']);
      expect(visible[0]?.children?.map((child) => child.path)).toEqual([
        '/objects/apartments',
        '/objects/parking',
        '/objects/outbuildings',
        '/objects/business',
        '/objects/buildings',
        '/objects/plots',
      ]);
    }
  });

  it('hides objects from the analyst', () => {
    expect(visibleMenuItems(MENU_ITEMS, subjectOf('analyst'), built)).toEqual([]);
  });

  it('hides entries whose screens are not built', () => {
    const all = [
      'home',
      'interestedPeople',
      'applications',
      'objects',
      'tenant',
      'analytics',
      'reporting',
      'budget',
    ];
    expect(keys(visibleMenuItems(MENU_ITEMS, subjectOf('analyst'), all))).toEqual([
      'analytics',
      'reporting',
      'budget',
    ]);
    expect(keys(visibleMenuItems(MENU_ITEMS, subjectOf('superadmin'), []))).toEqual([]);
  });

  it('hides an entry whose feature the project switched off, even from a superadmin', () => {
    expect(visibleMenuItems(MENU_ITEMS, subjectOf('superadmin', { object: false }), built)).toEqual([]);
  });

  it('shows nothing to a user without a permission list, or to nobody', () => {
    expect(visibleMenuItems(MENU_ITEMS, { role: 'user', permissions: null, features: {} }, built)).toEqual(
      [],
    );
    expect(visibleMenuItems(MENU_ITEMS, null, built)).toEqual([]);
  });

  it('shows a behaviour-flagged entry without a screen, even with its feature switched off', () => {
    const waitlist = MENU_ITEMS.find((item) => item.key === 'waitlist');
    if (!waitlist) throw new Error('waitlist entry missing');
    const items = [{ ...waitlist, behaviour: 'inactive' as const }];
    expect(keys(visibleMenuItems(items, subjectOf('user', { waitlist: false }), built))).toEqual([
      'waitlist',
    ]);
    expect(keys(visibleMenuItems(items, subjectOf('analyst'), built))).toEqual([]);
  });

  it('tags waitlist and analytics as BETA', () => {
    expect(MENU_ITEMS.filter((item) => item.beta).map((item) => item.key)).toEqual(['waitlist', 'analytics']);
  });

  it('marks the objects section current on any object route', () => {
    const objects = MENU_ITEMS.find((item) => item.key === 'objects');
    if (!objects?.children) throw new Error('objects entry missing');
    expect(isItemActive(objects, '/objects/parking')).toBe(true);
    expect(isItemActive(objects, '/objects/12')).toBe(true);
    expect(isItemActive(objects, '/objectsX')).toBe(false);
    expect(isItemActive(objects.children[1] as MenuItemConfig, '/objects/parking')).toBe(true);
    expect(isItemActive(objects.children[0] as MenuItemConfig, '/objects/parking')).toBe(false);
  });
});

describe('menu auto-collapse', () => {
  it('applies at 1440 px and narrower', () => {
    expect(shouldAutoCollapse(1440)).toBe(true);
    expect(shouldAutoCollapse(1024)).toBe(true);
    expect(shouldAutoCollapse(1441)).toBe(false);
  });
});

describe('error screen content', () => {
  it('offers home, support and back on a server error', () => {
    expect(errorContent(500)).toEqual({
      lines: ['admin_500_page_message_1', 'admin_500_page_message_2'],
      actions: ['home', 'support', 'back'],
    });
  });

  it('shows the generic set when the init got no answer', () => {
    expect(errorContent(0).lines).toEqual(['admin_500_page_message_1', 'admin_500_page_message_2']);
  });

  it('leads home from access denied and not found', () => {
    expect(errorContent(403)).toEqual({ lines: ['admin_access_denied'], actions: ['home'] });
    expect(errorContent(404).actions).toEqual(['home']);
  });

  it('shows given messages instead of the default ones', () => {
    expect(errorContent(503, ['Projekt archiviert', ' ']).lines).toEqual(['Projekt archiviert']);
  });
});

describe('privacy policy text', () => {
  it('keeps headings and paragraphs as plain text', () => {
    expect(
      privacyBlocks('<h2>Datenschutz</h2><p>Wir <b>schützen</b> Ihre Daten.</p><p>Zweitens.</p>'),
    ).toEqual([
      { heading: true, text: 'Datenschutz' },
      { heading: false, text: 'Wir schützen Ihre Daten.' },
      { heading: false, text: 'Zweitens.' },
    ]);
  });

  it('drops scripts and keeps markup out of the text', () => {
    const blocks = privacyBlocks(
      '<p>Text<script>window.hacked = true</script><img src=x onerror="window.hacked=true"></p>',
    );
    expect(blocks).toEqual([{ heading: false, text: 'Text' }]);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("leaves out a first heading that repeats the dialog's title", () => {
    const content = '<h2>Datenschutzerklärung</h2><p>Text.</p><h2>Datenschutzerklärung</h2>';
    expect(privacyBlocks(content, 'Datenschutzerklärung')).toEqual([
      { heading: false, text: 'Text.' },
      { heading: true, text: 'Datenschutzerklärung' },
    ]);
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(privacyBlocks('Erster Absatz\nweiter.\n\nZweiter Absatz.')).toEqual([
      { heading: false, text: 'Erster Absatz weiter.' },
      { heading: false, text: 'Zweiter Absatz.' },
    ]);
  });
});

describe('project themes', () => {
  it('gives each project type its own brand colour', () => {
    const colours = PROJECT_TYPES.map((type) => brandColorFor(type));
    expect(new Set(colours).size).toBe(PROJECT_TYPES.length);
  });

  it("uses the project's own brand colour when it has a valid one", () => {
    expect(projectTheme('rent', '#123456').palette?.primary).toMatchObject({ main: '#123456' });
    expect(brandColorFor('sale', 'red; background: url(x)')).toBe(brandColorFor('sale'));
    expect(brandColorFor('unknown-type')).toBe(brandColorFor('rent'));
  });

  it('keeps text in the brand colour readable on white, the page grey and its selected tint (4.5:1)', () => {
    const backgrounds = (color: string) => ['#ffffff', '#f4f5f7', blendOnWhite(color, 0.12)];
    for (const type of PROJECT_TYPES) {
      const brand = brandColorFor(type);
      for (const bg of backgrounds(brand)) {
        expect(getContrastRatio(brand, bg), `${type} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    const light = brandColorFor('rent', '#7fd1ff');
    for (const bg of backgrounds(light)) expect(getContrastRatio(light, bg)).toBeGreaterThanOrEqual(4.5);
    // the sale type's own colour (4.3:1 on the grey) is darkened
    expect(brandColorFor('sale', '#b5651d')).not.toBe('#b5651d');
    expect(light).not.toBe('#7fd1ff');
    // a colour that already reads stays as it is
    expect(brandColorFor('rent', '#1f6f8b')).toBe('#1f6f8b');
  });
});
