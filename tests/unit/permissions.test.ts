import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  PERMIT,
  ROLES,
  canSeeProjectSettings,
  checkAccess,
  defaultPermissions,
  featureOfKey,
  needs,
  roleAfterUpdate,
  type PermissionSubject,
  type Role,
} from '../../schema/permissions';
import { landingPage } from '../../schema/resources';

const subject = (role: Role, features: Record<string, boolean> = {}): PermissionSubject => ({
  role,
  permissions: defaultPermissions(role),
  features,
});

describe('checkAccess', () => {
  it('lets everyone signed in through a permit route', () => {
    for (const role of ROLES) expect(checkAccess(subject(role), PERMIT)).toBe('allow');
  });

  it('opens admin routes to superadmin and admin only', () => {
    const allowed = ROLES.filter((role) => checkAccess(subject(role), ADMIN) === 'allow');
    expect(allowed).toEqual(['superadmin', 'admin']);
  });

  it('requires the key in the list for every role but superadmin', () => {
    const s: PermissionSubject = { role: 'admin', permissions: ['object_read'], features: {} };
    expect(checkAccess(s, needs('object_read'))).toBe('allow');
    expect(checkAccess(s, needs('tenants_read'))).toBe('deny');
  });

  it('passes a superadmin on any keyed route, even with an empty list', () => {
    const s: PermissionSubject = { role: 'superadmin', permissions: [], features: {} };
    expect(checkAccess(s, needs('digitalcontract'))).toBe('allow');
  });

  it('refuses a superadmin when the feature named by the key prefix is disabled', () => {
    const s = subject('superadmin', { waitlist: false, analytics: true });
    expect(checkAccess(s, needs('waitlist'))).toBe('deny');
    expect(checkAccess(s, needs('analytics_read'))).toBe('allow');
  });

  it('closes a disabled feature to other roles as well', () => {
    expect(checkAccess(subject('admin', { object: false }), needs('object_read'))).toBe('deny');
  });

  it('signs out a non-superadmin without a permission list, but not a superadmin', () => {
    expect(checkAccess({ role: 'user', permissions: null, features: {} }, PERMIT)).toBe('logout');
    expect(checkAccess({ role: 'superadmin', permissions: null, features: {} }, PERMIT)).toBe('allow');
  });
});

describe('featureOfKey', () => {
  it('takes the part before the first underscore', () => {
    expect(featureOfKey('object_advertisement')).toBe('object');
    expect(featureOfKey('interested_people')).toBe('interested');
    expect(featureOfKey('waitlist')).toBe('waitlist');
  });
});

describe('landingPage', () => {
  it('sends each role to the page the spec names', () => {
    const pages = Object.fromEntries(ROLES.map((role) => [role, landingPage(subject(role))]));
    expect(pages).toEqual({
      superadmin: 'home',
      admin: 'home',
      superuser: 'home',
      user: 'home',
      assistant: 'home',
      marketer: 'objects',
      contract: 'tenant',
      analyst: 'analytics',
    });
  });

  it('falls back to the first permitted menu entry', () => {
    expect(landingPage({ role: 'user', permissions: ['budget_read', 'tenants_read'], features: {} })).toBe(
      'tenant',
    );
    expect(landingPage({ role: 'analyst', permissions: ['reporting_read'], features: {} })).toBe('reporting');
  });

  it('has no landing page when nothing is permitted', () => {
    expect(landingPage({ role: 'user', permissions: [], features: {} })).toBeNull();
  });
});

describe('roles', () => {
  it('keeps a superadmin a superadmin when updated with the admin role', () => {
    expect(roleAfterUpdate('superadmin', 'admin')).toBe('superadmin');
    expect(roleAfterUpdate('superadmin', 'user')).toBe('user');
    expect(roleAfterUpdate('admin', 'admin')).toBe('admin');
  });

  it('shows the settings gear to superadmin and admin only', () => {
    expect(ROLES.filter(canSeeProjectSettings)).toEqual(['superadmin', 'admin']);
  });

  it('gives at least one role no object access, and every role a landing page', () => {
    expect(ROLES.filter((r) => !defaultPermissions(r).includes('object_read'))).toEqual(['analyst']);
    for (const role of ROLES) expect(landingPage(subject(role))).not.toBeNull();
  });
});
