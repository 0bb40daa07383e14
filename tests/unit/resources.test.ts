import { describe, expect, it } from 'vitest';
import { defaultPermissions, needs, type Role } from '../../schema/permissions';
import {
  MENU_ENTRY_RESOURCE,
  MENU_RESOURCES,
  RESOURCES,
  isResourceName,
  landingPage,
  writePermissionOf,
} from '../../schema/resources';

const subject = (role: Role) => ({ role, permissions: defaultPermissions(role), features: {} });

describe('resource registry', () => {
  it('declares every route of the staff area with the permission spec 1 section 2 names', () => {
    const permissions = Object.fromEntries(Object.values(RESOURCES).map((r) => [r.name, r.permission]));
    expect(permissions).toMatchObject({
      home: needs('homepage_read'),
      applications: needs('applications_read'),
      objects: needs('object_read'),
      tenant: needs('tenants_read'),
      changelog: { kind: 'permit' },
      reporting: needs('reporting_read'),
      budget: needs('budget_read'),
      communication: needs('shared_communication'),
      'interested-people': needs('interested_people'),
      waitlist: needs('waitlist'),
      'viewing-appointments': needs('viewing'),
      investors: { kind: 'permit' },
      'create-contract': needs('digitalcontract'),
      analytics: needs('analytics_read'),
      'profile-settings': { kind: 'permit' },
      settings: { kind: 'admin' },
    });
    for (const [key, resource] of Object.entries(RESOURCES)) expect(resource.name).toBe(key);
  });

  it('keeps the menu in the spec order with waitlist and analytics tagged BETA', () => {
    expect(MENU_RESOURCES.map((r) => r.menu.entry)).toEqual([
      'home',
      'interestedPeople',
      'applications',
      'waitlist',
      'objects',
      'viewingAppointments',
      'marketing',
      'tenant',
      'analytics',
      'reporting',
      'budget',
    ]);
    expect(MENU_RESOURCES.filter((r) => r.menu.beta).map((r) => r.name)).toEqual(['waitlist', 'analytics']);
    expect(MENU_ENTRY_RESOURCE.interestedPeople.name).toBe('interested-people');
  });

  it('needs object_write to change objects and buildings, and the read permission where no write one is named', () => {
    expect(writePermissionOf('objects')).toEqual(needs('object_write'));
    expect(writePermissionOf('buildings')).toEqual(needs('object_write'));
    expect(writePermissionOf('waitlist')).toEqual(needs('waitlist'));
  });

  it('knows its names and nothing else', () => {
    expect(isResourceName('objects')).toBe(true);
    expect(isResourceName('toString')).toBe(false);
    expect(isResourceName('sales')).toBe(false);
  });

  it('chooses landing pages among the entries that have screens', () => {
    expect(landingPage(subject('marketer'), ['objects'])).toBe('objects');
    expect(landingPage(subject('admin'), ['objects'])).toBe('objects');
    expect(landingPage(subject('admin'), ['home', 'objects'])).toBe('home');
    expect(landingPage(subject('analyst'), ['objects'])).toBeNull();
    // the waitlist is a menu entry but no landing page
    expect(landingPage({ role: 'user', permissions: ['waitlist'], features: {} })).toBeNull();
  });
});

describe('the server reads the registry', () => {
  it('serves each list under the permission of the resource that names it', async () => {
    const { LIST_SCHEMAS } = await import('../../server/modules/lists');
    for (const schema of LIST_SCHEMAS) {
      const path = schema.path.replace(/^sales\//, '');
      const owner = Object.values(RESOURCES).find((r) =>
        (('lists' in r ? r.lists : []) as readonly string[]).includes(path),
      );
      expect(owner, `no resource names the list ${schema.path}`).toBeDefined();
      expect(schema.permission, schema.path).toEqual(owner?.permission);
    }
  });
});
