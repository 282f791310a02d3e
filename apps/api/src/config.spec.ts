import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STREAM_CACHE } from '@app/event-store';
import { DEFAULT_RATE_LIMITS } from './auth/rate-limit';
import { DEFAULT_SIGN_UP_LIMITS } from './auth/sign-up-limits';
import { configFromEnv, LIMIT_VARIABLES, limitOptions } from './config';
import { DEFAULT_CSP_REPORT_LIMITS } from './csp-report';
import { DEFAULT_HTTP_CACHE } from './graphql-http';
import { MAX_URL_BYTES } from './http-limits';
import { DEFAULT_LIMITS } from './limits';
import { DEFAULT_PUBLIC_CACHE_MS } from './public-cache';

describe('limits from the environment', () => {
  it('leaves every limit at its default when nothing is set', () => {
    const config = configFromEnv({});
    expect(limitOptions(config)).toEqual({ rateLimits: {}, limits: {}, signUpLimits: {}, cspReportLimits: {} });
  });

  it('takes each limit from its variable, to where the server takes it', () => {
    const config = configFromEnv({
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '20000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '5000',
      RATE_LIMIT_PLAYER_PER_MINUTE: '600',
      RATE_LIMIT_API_KEY_PER_MINUTE: '4000',
      RATE_LIMIT_FILES_PER_MINUTE: ' 30000 ',
      SIGN_UP_LIMIT_PER_EMAIL: '3',
      SIGN_UP_LIMIT_PER_ADDRESS: '800',
      SIGN_UP_LIMIT_WINDOW_MINUTES: '30',
      QUERY_MAX_DEPTH: '12',
      QUERY_MAX_INTROSPECTION_DEPTH: '25',
      QUERY_MAX_COST: '8000',
      QUERY_MAX_TOKENS: '3000',
      QUERY_MAX_ALIASES: '20',
      CSP_REPORT_LIMIT_PER_ADDRESS: '120',
      CSP_REPORT_LIMIT_TOTAL: '1200',
      MAX_URL_BYTES: '4096',
      PUBLIC_CACHE_MS: '0',
    });
    expect(limitOptions(config)).toEqual({
      rateLimits: { anonymous: 20_000, account: 5000, player: 600, apiKey: 4000, staticFiles: 30_000 },
      limits: { maxDepth: 12, maxIntrospectionDepth: 25, maxCost: 8000, maxTokens: 3000, maxAliases: 20 },
      signUpLimits: { perEmail: 3, perAddress: 800, windowMs: 30 * 60_000 },
      cspReportLimits: { perAddress: 120, total: 1200 },
      maxUrlBytes: 4096,
      publicCacheMs: 0,
    });
    expect(config.staticRateLimit).toBe(30_000);
  });

  it('takes how long caches keep public reads, in seconds', () => {
    expect(limitOptions(configFromEnv({ HTTP_CACHE_MAX_AGE_SECONDS: '0', HTTP_CACHE_STALE_SECONDS: '120' })).httpCache).toEqual({
      maxAgeSeconds: 0,
      staleSeconds: 120,
    });
    expect(() => configFromEnv({ HTTP_CACHE_MAX_AGE_SECONDS: '3601' })).toThrow(
      'HTTP_CACHE_MAX_AGE_SECONDS must be a whole number from 0 to 3600, not "3601"',
    );
  });

  it('takes the files limit by its older name too, and the same value under both', () => {
    expect(limitOptions(configFromEnv({ STATIC_RATE_LIMIT: '9000' })).rateLimits).toEqual({ staticFiles: 9000 });
    expect(limitOptions(configFromEnv({ STATIC_RATE_LIMIT: '9000', RATE_LIMIT_FILES_PER_MINUTE: '9000' })).rateLimits).toEqual({
      staticFiles: 9000,
    });
    expect(() => configFromEnv({ STATIC_RATE_LIMIT: '9000', RATE_LIMIT_FILES_PER_MINUTE: '12000' })).toThrow(
      'RATE_LIMIT_FILES_PER_MINUTE ("12000") and STATIC_RATE_LIMIT ("9000") name the same limit: set one of them',
    );
  });

  it.each([
    ['RATE_LIMIT_ANONYMOUS_PER_MINUTE', 'lots', 'a whole number from 1 to 10000000'],
    ['RATE_LIMIT_ANONYMOUS_PER_MINUTE', '0', 'a whole number from 1 to 10000000'],
    ['RATE_LIMIT_ACCOUNT_PER_MINUTE', '-5', 'a whole number from 1 to 10000000'],
    ['RATE_LIMIT_PLAYER_PER_MINUTE', '1.5', 'a whole number from 1 to 10000000'],
    ['RATE_LIMIT_API_KEY_PER_MINUTE', '1e3', 'a whole number from 1 to 10000000'],
    ['RATE_LIMIT_FILES_PER_MINUTE', '0x10', 'a whole number from 1 to 10000000'],
    ['RATE_LIMIT_FILES_PER_MINUTE', '10000001', 'a whole number from 1 to 10000000'],
    ['SIGN_UP_LIMIT_PER_ADDRESS', '12,000', 'a whole number from 1 to 1000000'],
    ['SIGN_UP_LIMIT_WINDOW_MINUTES', '10081', 'a whole number from 1 to 10080'],
    ['QUERY_MAX_DEPTH', '101', 'a whole number from 1 to 100'],
    ['QUERY_MAX_COST', 'Infinity', 'a whole number from 1 to 10000000'],
    ['QUERY_MAX_ALIASES', '0', 'a whole number from 1 to 1000'],
    ['CSP_REPORT_LIMIT_TOTAL', 'ten', 'a whole number from 1 to 10000000'],
    ['MAX_URL_BYTES', '100', 'a whole number from 1024 to 16384'],
    ['PUBLIC_CACHE_MS', '-1', 'a whole number from 0 to 60000'],
    ['PUBLIC_CACHE_MS', '2s', 'a whole number from 0 to 60000'],
  ])('refuses %s=%j with a message naming the variable, the value and what it must be', (name, value, must) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(`${name} must be ${must}, not "${value}"`);
  });

  it('names every bad limit at once, and a misspelt one rather than ignoring it', () => {
    let message = '';
    try {
      configFromEnv({ QUERY_MAX_DEPTH: 'deep', RATE_LIMIT_ANONYMOUS_PER_MINUTES: '20000', RATE_LIMIT_PLAYER_PER_MINUTE: '0' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('; ')).toEqual([
      'RATE_LIMIT_PLAYER_PER_MINUTE must be a whole number from 1 to 10000000, not "0"',
      'QUERY_MAX_DEPTH must be a whole number from 1 to 100, not "deep"',
      'RATE_LIMIT_ANONYMOUS_PER_MINUTES is not a limit the server knows (RATE_LIMIT_ANONYMOUS_PER_MINUTE, RATE_LIMIT_ACCOUNT_PER_MINUTE, RATE_LIMIT_PLAYER_PER_MINUTE, RATE_LIMIT_API_KEY_PER_MINUTE, RATE_LIMIT_FILES_PER_MINUTE)',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(limitOptions(configFromEnv({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '', PUBLIC_CACHE_MS: '  ' }))).toEqual({
      rateLimits: {},
      limits: {},
      signUpLimits: {},
      cspReportLimits: {},
    });
  });

  it('sizes the defaults for a hall of 500 players behind one address', () => {
    // docs/operations.md, "Limits", reckons them: a hall's phones reload two pages twice a minute.
    const phones = 500;
    const operationsPerLoad = { publicPage: 4, playerPage: 3 };
    const loadsAMinute = 2;
    const needed = phones * loadsAMinute * (operationsPerLoad.publicPage + operationsPerLoad.playerPage);
    expect(DEFAULT_RATE_LIMITS.anonymous).toBeGreaterThanOrEqual(1.5 * needed);
    // The app's page and its 6 files once, then 4 pages a minute.
    expect(DEFAULT_RATE_LIMITS.staticFiles).toBeGreaterThanOrEqual(2 * phones * (7 + 2 * loadsAMinute));
    // An organiser setting up 512 tables, 4 operations each, within a minute.
    expect(DEFAULT_RATE_LIMITS.account).toBeGreaterThanOrEqual(512 * 4);
    expect(DEFAULT_RATE_LIMITS.apiKey).toBeGreaterThanOrEqual(512 * 4);
    expect(DEFAULT_SIGN_UP_LIMITS.perAddress).toBeGreaterThanOrEqual(phones);
  });

  it('has every limit, with its default, in the table of docs/operations.md', () => {
    const docs = readFileSync(join(__dirname, '../../../docs/operations.md'), 'utf8');
    const table = docs.slice(docs.indexOf('## Limits'));
    const row = (name: string) => table.split('\n').find((line) => line.startsWith(`| \`${name}\``)) ?? '';
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    for (const { name } of LIMIT_VARIABLES)
      expect({ name, inTable: rows.some((line) => line.includes(`\`${name}\``)) }).toEqual({ name, inTable: true });
    const defaults: Record<string, number> = {
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: DEFAULT_RATE_LIMITS.anonymous,
      RATE_LIMIT_ACCOUNT_PER_MINUTE: DEFAULT_RATE_LIMITS.account,
      RATE_LIMIT_PLAYER_PER_MINUTE: DEFAULT_RATE_LIMITS.player,
      RATE_LIMIT_API_KEY_PER_MINUTE: DEFAULT_RATE_LIMITS.apiKey,
      RATE_LIMIT_FILES_PER_MINUTE: DEFAULT_RATE_LIMITS.staticFiles,
      SIGN_UP_LIMIT_PER_EMAIL: DEFAULT_SIGN_UP_LIMITS.perEmail,
      SIGN_UP_LIMIT_PER_ADDRESS: DEFAULT_SIGN_UP_LIMITS.perAddress,
      SIGN_UP_LIMIT_WINDOW_MINUTES: DEFAULT_SIGN_UP_LIMITS.windowMs / 60_000,
      QUERY_MAX_DEPTH: DEFAULT_LIMITS.maxDepth,
      QUERY_MAX_INTROSPECTION_DEPTH: DEFAULT_LIMITS.maxIntrospectionDepth,
      QUERY_MAX_COST: DEFAULT_LIMITS.maxCost,
      QUERY_MAX_TOKENS: DEFAULT_LIMITS.maxTokens,
      QUERY_MAX_ALIASES: DEFAULT_LIMITS.maxAliases,
      CSP_REPORT_LIMIT_PER_ADDRESS: DEFAULT_CSP_REPORT_LIMITS.perAddress,
      CSP_REPORT_LIMIT_TOTAL: DEFAULT_CSP_REPORT_LIMITS.total,
      MAX_URL_BYTES,
      PUBLIC_CACHE_MS: DEFAULT_PUBLIC_CACHE_MS,
      HTTP_CACHE_MAX_AGE_SECONDS: DEFAULT_HTTP_CACHE.maxAgeSeconds,
      HTTP_CACHE_STALE_SECONDS: DEFAULT_HTTP_CACHE.staleSeconds,
      STREAM_CACHE_STREAMS: DEFAULT_STREAM_CACHE.streams,
      STREAM_CACHE_EVENTS: DEFAULT_STREAM_CACHE.events,
    };
    for (const [name, value] of Object.entries(defaults)) {
      const cells = row(name)
        .split('|')
        .map((c) => c.trim());
      expect({ name, default: cells[2].replace(/[`,]/g, '') }).toEqual({ name, default: String(value) });
    }
  });
});

describe('STREAM_CACHE_STREAMS and STREAM_CACHE_EVENTS', () => {
  it('bound both caches of folded streams when set, and refuse what is no count of them', () => {
    expect(limitOptions(configFromEnv({})).streamCache).toBeUndefined();
    expect(limitOptions(configFromEnv({ STREAM_CACHE_STREAMS: '2048', STREAM_CACHE_EVENTS: '300000' })).streamCache).toEqual({
      streams: 2048,
      events: 300_000,
    });
    expect(() => configFromEnv({ STREAM_CACHE_STREAMS: '8' })).toThrow(
      'STREAM_CACHE_STREAMS must be a whole number from 16 to 1000000, not "8"',
    );
    expect(() => configFromEnv({ STREAM_CACHE_EVENT: '1000' })).toThrow('STREAM_CACHE_EVENT is not a limit the server knows');
  });
});

describe('CORS_ORIGINS', () => {
  it('allows any origin when unset or `*`, else the origins listed', () => {
    expect(configFromEnv({}).corsOrigins).toBe('*');
    expect(configFromEnv({ CORS_ORIGINS: ' * ' }).corsOrigins).toBe('*');
    expect(configFromEnv({ CORS_ORIGINS: 'https://club.example, http://127.0.0.1:8080/' }).corsOrigins).toEqual([
      'https://club.example',
      'http://127.0.0.1:8080',
    ]);
  });

  it('refuses what is not an origin, naming it', () => {
    expect(() => configFromEnv({ CORS_ORIGINS: 'club.example,https://ok.example,https://club.example/standings' })).toThrow(
      'CORS_ORIGINS must be "*" or origins separated by commas (e.g. https://club.example), not "club.example", "https://club.example/standings"',
    );
  });
});
