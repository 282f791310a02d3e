import { describe, expect, it } from 'vitest';
import {
  adoptTabSeat,
  dropSeat,
  invitationFromHash,
  joinRefusal,
  keepSeat,
  newSeatKey,
  readSeats,
  seatFor,
  SEATS_KEY,
  TAB_SEAT_KEY,
} from './seat';

describe('a seat taken by invitation', () => {
  it('reads the invitation from the link’s fragment, bare or named', () => {
    expect(invitationFromHash('#eyJ.abc.def')).toBe('eyJ.abc.def');
    expect(invitationFromHash('#invitation=eyJ.abc.def')).toBe('eyJ.abc.def');
    expect(invitationFromHash('#token=t%2B1')).toBe('t+1');
    expect(invitationFromHash('')).toBeNull();
    expect(invitationFromHash('#')).toBeNull();
    expect(invitationFromHash('#other=1')).toBeNull();
  });

  it('keeps the seats this browser holds, one per match, with their keys, until they expire: never the token', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const seat = { key: newSeatKey(), matchId: 'm', side: 'A', name: 'Anna', expiresAt: '2030-01-01T12:00:00Z' };
    const other = { key: newSeatKey(), matchId: 'n', side: 'B', name: 'Anna', expiresAt: '2030-01-02T12:00:00Z' };
    const at = (iso: string) => Date.parse(iso);
    keepSeat(storage, seat, at('2030-01-01T10:00:00Z'));
    keepSeat(storage, other, at('2030-01-01T10:00:00Z'));
    expect(JSON.parse(store.get(SEATS_KEY)!)).toEqual({ m: seat, n: other });
    expect(seatFor(storage, 'm', at('2030-01-01T11:00:00Z'))).toEqual(seat);
    expect(readSeats(storage, at('2030-01-01T11:00:00Z'))).toEqual([other, seat]);
    // Expired: gone from what is read, and dropped when the next seat is kept.
    expect(seatFor(storage, 'm', at('2030-01-01T12:00:00Z'))).toBeNull();
    // A new invitation for the same match replaces the seat; leaving it forgets it.
    const again = { ...seat, key: newSeatKey() };
    keepSeat(storage, again, at('2030-01-01T10:00:00Z'));
    expect(seatFor(storage, 'm', at('2030-01-01T11:00:00Z'))).toEqual(again);
    dropSeat(storage, 'm', at('2030-01-01T11:00:00Z'));
    expect(seatFor(storage, 'm', at('2030-01-01T11:00:00Z'))).toBeNull();
    expect(seatFor(storage, 'n', at('2030-01-01T11:00:00Z'))).toEqual(other);
    // What an older app kept (the token itself), or damaged entries, are no seats.
    store.set(SEATS_KEY, JSON.stringify({ m: { token: 't', matchId: 'm', side: 'A', name: 'Anna', expiresAt: '2030-01-01T12:00:00Z' } }));
    expect(readSeats(storage, 0)).toEqual([]);
    store.set(SEATS_KEY, '[{"key":1}]');
    expect(readSeats(storage, 0)).toEqual([]);
    store.set(SEATS_KEY, 'not json');
    expect(readSeats(storage, 0)).toEqual([]);
    // A seat a tab kept on its own is moved into the browser's store.
    const tab = new Map<string, string>([[TAB_SEAT_KEY, JSON.stringify(seat)]]);
    adoptTabSeat({ getItem: (k) => tab.get(k) ?? null, removeItem: (k) => void tab.delete(k) }, storage, at('2030-01-01T10:00:00Z'));
    expect(tab.size).toBe(0);
    expect(seatFor(storage, 'm', at('2030-01-01T10:00:00Z'))).toEqual(seat);
  });

  it('makes a fresh random key for each seat, as the server takes them', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newSeatKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('tells a used, revoked, expired or invalid invitation apart', () => {
    expect(joinRefusal('INVITATION_USED')).toBe('used');
    expect(joinRefusal('INVITATION_REVOKED')).toBe('revoked');
    expect(joinRefusal('TOKEN_EXPIRED')).toBe('expired');
    expect(joinRefusal('TOKEN_INVALID')).toBe('invalid');
    expect(joinRefusal(null)).toBeNull();
  });
});
