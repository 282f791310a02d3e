import { describe, expect, it } from 'vitest';
import { readSession, SESSION_KEY, writeSession, type StoredSession } from './session';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const session: StoredSession = { token: 't', accountId: 'a', displayName: 'Ola', expiresAt: '2026-12-01T00:00:00.000Z' };
const before = Date.parse('2026-11-30T00:00:00.000Z');

describe('the stored session', () => {
  it('is read back as written until it expires', () => {
    const storage = memoryStorage();
    writeSession(storage, session);
    expect(readSession(storage, before)).toEqual(session);
    expect(readSession(storage, Date.parse(session.expiresAt))).toBeNull();
  });

  it('is forgotten on sign-out', () => {
    const storage = memoryStorage();
    writeSession(storage, session);
    writeSession(storage, null);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(readSession(storage, before)).toBeNull();
  });

  it('reads as none when damaged, of the wrong shape, or when storage refuses', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEY, '{not json');
    expect(readSession(storage, before)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ ...session, expiresAt: 'tomorrow' }));
    expect(readSession(storage, before)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ token: 1 }));
    expect(readSession(storage, before)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSession(refusing, before)).toBeNull();
    expect(readSession(undefined, before)).toBeNull();
  });
});
