import { describe, expect, it } from 'vitest';
import { ROLES, defaultPermissions, type PermissionSubject, type Role } from '../../schema/permissions';
import {
  isSafeRedirect,
  loginPathWithRedirect,
  safeRedirectFromSearch,
  showsForbiddenNotice,
  unauthorizedRedirect,
} from '../../authProvider/rules';
import { routeAccess, routeKeyOf, routePermission } from '../../authProvider/routePermissions';
import { builtMenuEntries } from '../../src/registry/menu';
import { landingPath } from '../../src/routes/builtScreens';
import { APP_DEFINITIONS, definitionsFor } from './registryFixtures';

const subject = (role: Role, features: Record<string, boolean> = {}): PermissionSubject => ({
  role,
  permissions: defaultPermissions(role),
  features,
});

describe('where a 401 leads', () => {
  it('sends staff to the login page with the current page as redirect', () => {
    expect(unauthorizedRedirect({ pathname: '/objects/parking', search: '?page=2' })).toBe(
      '/login?redirect=%2Fobjects%2Fparking%3Fpage%3D2',
    );
    expect(unauthorizedRedirect({ pathname: '/' })).toBe('/login');
  });

  it('sends an investor on a B2B route to the entry page of that project', () => {
    expect(unauthorizedRedirect({ pathname: '/project-nda/seeblick' })).toBe('/b2b-entry/seeblick');
    expect(unauthorizedRedirect({ pathname: '/project-memorandum/seeblick' })).toBe('/b2b-entry/seeblick');
    expect(unauthorizedRedirect({ pathname: '/project-memorandum-pitch/seeblick' })).toBe(
      '/b2b-entry/seeblick',
    );
    expect(unauthorizedRedirect({ pathname: '/b2b-email-verify/seeblick/u1/t1' })).toBe(
      '/b2b-entry/seeblick',
    );
  });

  it('sends a DMS user to the login page of that DMS', () => {
    expect(unauthorizedRedirect({ pathname: '/dms/archiv-7' })).toBe('/dms-login/archiv-7');
    expect(unauthorizedRedirect({ pathname: '/dms-registration/archiv-7/u1/123' })).toBe(
      '/dms-login/archiv-7',
    );
  });

  it('does nothing on the page it would lead to', () => {
    expect(unauthorizedRedirect({ pathname: '/login', search: '?redirect=%2Fobjects' })).toBeNull();
    expect(unauthorizedRedirect({ pathname: '/b2b-entry/seeblick' })).toBeNull();
    expect(unauthorizedRedirect({ pathname: '/dms-login/archiv-7' })).toBeNull();
  });

  it('builds no redirect back to the login page itself', () => {
    expect(loginPathWithRedirect({ pathname: '/login', search: '?redirect=%2Fx' })).toBe('/login');
  });
});

describe('the 403 notice', () => {
  it('shows on staff pages and on B2B and DMS document pages', () => {
    expect(showsForbiddenNotice({ pathname: '/objects/apartments' })).toBe(true);
    expect(showsForbiddenNotice({ pathname: '/dms/archiv-7' })).toBe(true);
    expect(showsForbiddenNotice({ pathname: '/project-nda/seeblick' })).toBe(true);
  });

  it('stays hidden on the DMS registration and login pages', () => {
    expect(showsForbiddenNotice({ pathname: '/dms-registration/archiv-7/u1' })).toBe(false);
    expect(showsForbiddenNotice({ pathname: '/dms-login/archiv-7' })).toBe(false);
  });
});

describe('safe redirects', () => {
  it('follows relative paths on this site', () => {
    expect(isSafeRedirect('/objects/parking')).toBe(true);
    expect(isSafeRedirect('/objects/apartments?page=2#top')).toBe(true);
    expect(safeRedirectFromSearch('?redirect=%2Fobjects%2Fparking')).toBe('/objects/parking');
  });

  it('refuses other sites, however they are written', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/objects',
      'javascript:alert(1)',
      'objects/parking',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeRedirect(target), String(target)).toBe(false);
    }
    expect(safeRedirectFromSearch('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(safeRedirectFromSearch('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
  });

  it('does not lead back to the login page', () => {
    expect(isSafeRedirect('/login')).toBe(false);
    expect(isSafeRedirect('/login?redirect=/objects')).toBe(false);
  });
});

describe('route permissions', () => {
  it('reads the route key from routes and data resources', () => {
    expect(routeKeyOf('/objects/parking')).toBe('objects');
    expect(routeKeyOf('objects/apartments')).toBe('objects');
    expect(routeKeyOf('settings/users')).toBe('settings');
    expect(routeKeyOf('buildings')).toBe('buildings');
  });

  it('knows the permission of each staff route and none of unknown ones', () => {
    expect(routePermission('objects')).toEqual({ kind: 'key', key: 'object_read' });
    expect(routePermission('tenant')).toEqual({ kind: 'key', key: 'tenants_read' });
    expect(routePermission('investors')).toEqual({ kind: 'permit' });
    expect(routePermission('settings')).toEqual({ kind: 'admin' });
    expect(routePermission('constructor')).toBeNull();
    expect(routePermission('toString')).toBeNull();
  });

  it('opens the object screens to every role that reads objects, and only to them', () => {
    const allowed = ROLES.filter((role) => routeAccess(subject(role), 'objects') === 'allow');
    expect(allowed).toEqual([
      'superadmin',
      'admin',
      'superuser',
      'user',
      'assistant',
      'marketer',
      'contract',
    ]);
    expect(routeAccess(subject('analyst'), 'objects')).toBe('deny');
    for (const resource of ['objects', '/objects/plots', 'buildings']) {
      expect(routeAccess(subject('contract'), resource), resource).toBe('allow');
      expect(routeAccess(subject('analyst'), resource), resource).toBe('deny');
    }
  });

  it('closes the object screens when the project disables objects', () => {
    expect(routeAccess(subject('superadmin', { object: false }), 'objects')).toBe('deny');
  });

  it('signs out a user without a permission list, on any route', () => {
    const bare: PermissionSubject = { role: 'user', permissions: null, features: {} };
    expect(routeAccess(bare, 'objects')).toBe('logout');
    expect(routeAccess(bare, 'unknown-screen')).toBe('logout');
  });

  it('needs the write permission to create, edit or delete, and the read permission otherwise', () => {
    expect(routeAccess(subject('assistant'), 'objects', 'list')).toBe('allow');
    expect(routeAccess(subject('assistant'), 'objects', 'show')).toBe('allow');
    for (const action of ['create', 'edit', 'delete']) {
      expect(routeAccess(subject('assistant'), 'objects', action), action).toBe('deny');
      expect(routeAccess(subject('user'), 'objects', action), action).toBe('allow');
    }
    expect(routeAccess(subject('assistant'), 'buildings', 'delete')).toBe('deny');
  });

  it('denies a route the table does not know', () => {
    expect(routeAccess(subject('superadmin'), 'unknown-screen')).toBe('deny');
  });
});

describe('landing page', () => {
  it('offers only the menu entries whose screens exist, from the resource registry', () => {
    expect(builtMenuEntries(APP_DEFINITIONS)).toEqual([
      'home',
      'interestedPeople',
      'applications',
      'objects',
      'viewingAppointments',
      'marketing',
      'tenant',
    ]);
  });

  it('lands the roles of spec 1 section 6 on home, the marketer on the apartments list, contract on the tenants', () => {
    for (const role of ['superadmin', 'admin', 'superuser', 'user', 'assistant'] as const) {
      expect(landingPath(subject(role), APP_DEFINITIONS), role).toBe('/home');
    }
    expect(landingPath(subject('marketer'), APP_DEFINITIONS)).toBe('/objects/apartments');
    expect(landingPath(subject('contract'), APP_DEFINITIONS)).toBe('/tenant');
  });

  it('lands an analyst on the profile settings, not on access denied, until the analytics screen exists', () => {
    expect(landingPath(subject('analyst'), APP_DEFINITIONS)).toBe('/profile-settings');
    expect(landingPath(subject('analyst'), definitionsFor(['objects', 'analytics']))).toBe('/analytics');
  });

  it('follows the role page once its screen exists', () => {
    expect(landingPath(subject('contract'), definitionsFor(['objects', 'tenant']))).toBe('/tenant');
    expect(landingPath(subject('user'), definitionsFor(['home', 'objects']))).toBe('/home');
  });
});
