import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/core/config';
import { languageOfPath } from '../../server/core/i18n/index';
import { tenantName } from '../../server/core/tenancy';
import { likePattern } from '../../server/lists/query';
import { projectUrl } from '../../server/modules/shared/service';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.axiosTimeout).toBe(120000);
    expect(config.logLevel).toBe('info');
  });

  it('refuses values a person would want to hear about', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses a SECRET_KEY that is not 32 bytes, and takes one that is', () => {
    expect(() => loadConfig({ SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY must be 32 random bytes/);
    const key = 'a'.repeat(64);
    expect(loadConfig({ SECRET_KEY: key }).secretKey).toBe(key);
    expect(loadConfig({}).secretKey).toBeNull();
  });

  it('keeps DATA_DIR=:memory: as an in-memory database rather than a folder of that name', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).dataDir).toBe(':memory:');
    expect(loadConfig({ DATA_DIR: 'some/folder' }).dataDir).toMatch(/^\/.*some\/folder$/);
  });

  it('takes PostgreSQL from DATABASE_URL and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://immo.example.ch/' });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.publicUrl).toBe('https://immo.example.ch');
  });
});

describe('languageOfPath', () => {
  it('reads the French, Italian and English prefixes and strips them', () => {
    expect(languageOfPath('/fr/api/v1/init')).toEqual({ lang: 'fr', rest: '/api/v1/init' });
    expect(languageOfPath('/it/api/v1/init?x=1')).toEqual({ lang: 'it', rest: '/api/v1/init?x=1' });
    expect(languageOfPath('/en/api/v1/init')).toEqual({ lang: 'en', rest: '/api/v1/init' });
  });

  it('leaves German and unknown prefixes alone', () => {
    expect(languageOfPath('/api/v1/init')).toEqual({ lang: 'de', rest: '/api/v1/init' });
    expect(languageOfPath('/de/api/v1/init')).toEqual({ lang: 'de', rest: '/de/api/v1/init' });
    expect(languageOfPath('/xx/api')).toEqual({ lang: 'de', rest: '/xx/api' });
  });
});

describe('tenantName', () => {
  const request = (hostname: string, header?: string) => ({
    hostname,
    headers: header === undefined ? {} : { 'tenant-name': header },
  });

  it('prefers the header, in lower case', () => {
    expect(tenantName(request('localhost', 'Verkauf'))).toBe('verkauf');
  });

  it('takes the first label of a host with a subdomain, else rent', () => {
    expect(tenantName(request('verkauf.localhost:3000'))).toBe('verkauf');
    expect(tenantName(request('beta.immo.example.ch'))).toBe('beta');
    expect(tenantName(request('localhost:3000'))).toBe('rent');
    expect(tenantName(request('example.ch'))).toBe('rent');
    expect(tenantName(request('127.0.0.1:3000'))).toBe('rent');
  });
});

describe('projectUrl', () => {
  it('puts rent on the bare host and every other project on a subdomain', () => {
    expect(projectUrl({ publicUrl: 'https://immo.example.ch' }, 'rent')).toBe('https://immo.example.ch');
    expect(projectUrl({ publicUrl: 'http://localhost:3000' }, 'verkauf')).toBe(
      'http://verkauf.localhost:3000',
    );
  });
});

describe('likePattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
