import { describe, expect, it } from 'vitest';
import {
  listApiPath,
  recordApiPath,
  saleRecordPath,
  SETTINGS_LISTS,
  type SettingsList,
} from '../../schema/listPaths';
import { OBJECT_TYPES, type ObjectType } from '../../schema/objectTypes';

describe('listApiPath', () => {
  it('names the object list of each kind, for letting and for sale', () => {
    for (const kind of OBJECT_TYPES) {
      expect(listApiPath('objects', { kind, sale: false })).toBe(`objects/${kind}`);
      expect(listApiPath('objects', { kind, sale: true })).toBe(`sales/objects/${kind}`);
    }
    expect(listApiPath('objects', { kind: 'parkingspace' })).toBe('objects/parkingspace');
  });

  it("takes the project's type when the meta does not say sale or letting", () => {
    expect(listApiPath('objects', { kind: 'plot' }, 'sale')).toBe('sales/objects/plot');
    expect(listApiPath('objects', { kind: 'plot' }, 'rent')).toBe('objects/plot');
    expect(listApiPath('objects', { kind: 'craft' }, 'first-time-letting')).toBe('objects/craft');
    expect(listApiPath('applications', {}, 'sale')).toBe('sales/applications/');
    // the meta's word counts over the project's type
    expect(listApiPath('applications', { sale: false }, 'sale')).toBe('applications/');
  });

  it('names the applications list of a letting and of a sale project', () => {
    expect(listApiPath('applications')).toBe('applications/');
    expect(listApiPath('applications', { sale: false })).toBe('applications/');
    expect(listApiPath('applications', { sale: true })).toBe('sales/applications/');
  });

  it('keeps buildings on their one list, in sale projects too', () => {
    expect(listApiPath('buildings')).toBe('buildings');
    expect(listApiPath('buildings', { sale: true })).toBe('buildings');
    expect(listApiPath('buildings', {}, 'sale')).toBe('buildings');
  });

  it('names the changelog, the mailboxes and the settings lists', () => {
    expect(listApiPath('changelog')).toBe('event-log/logs');
    expect(listApiPath('communication', { mailbox: 'inbox' })).toBe('communication/inbox/inbox');
    expect(listApiPath('communication', { mailbox: 'outbox', sale: true })).toBe(
      'communication/inbox/outbox',
    );
    expect(listApiPath('settings', { list: 'users' })).toBe('settings/users');
    expect(listApiPath('settings', { list: 'teams' })).toBe('settings/teams');
    expect(listApiPath('settings', { list: 'owners', sale: true })).toBe('settings/owners');
  });

  it('refuses a list it cannot name instead of calling a wrong path', () => {
    expect(() => listApiPath('objects')).toThrow('No list of objects with meta {}');
    expect(() => listApiPath('communication')).toThrow('No list of communication with meta {}');
    expect(() => listApiPath('objects', { kind: 'apartment' as ObjectType })).toThrow(/"kind":"apartment"/);
    expect(() => listApiPath('objects', { kind: '../users' as ObjectType })).toThrow(/No list/);
    expect(() => listApiPath('sales/objects/plot')).toThrow(/No list/);
    expect(() => listApiPath('toString')).toThrow(/No list/);
    expect(() => listApiPath('constructor')).toThrow(/No list/);
    // the settings lists are named by the settings resource and their list, not by their path
    expect(() => listApiPath('settings')).toThrow('No list of settings with meta {}');
    expect(() => listApiPath('settings', { list: 'roles' as SettingsList })).toThrow(/"list":"roles"/);
    expect(() => listApiPath('settings/users')).toThrow(/No list/);
  });

  it('keeps a mailbox to one path segment', () => {
    expect(listApiPath('communication', { mailbox: 'a/b' })).toBe('communication/inbox/a%2Fb');
  });

  it('names the records of a resource by its name, those of the settings by their list', () => {
    expect(recordApiPath('objects')).toBe('objects');
    expect(recordApiPath('objects', { kind: 'plot', sale: true })).toBe('objects');
    expect(recordApiPath('buildings/')).toBe('buildings');
    for (const list of SETTINGS_LISTS) expect(recordApiPath('settings', { list })).toBe(`settings/${list}`);
    expect(() => recordApiPath('settings')).toThrow('No records of settings with meta {}');
    expect(() => recordApiPath('settings', { list: '../users' as SettingsList })).toThrow(/No records/);
  });

  it('names the sale-only record calls of objects', () => {
    expect(saleRecordPath('objects')).toBe('sales/objects');
  });
});
