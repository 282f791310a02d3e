import { describe, expect, it } from 'vitest';
import { canPairNext, roundState } from './roundState';

describe('a round’s state', () => {
  it('goes paired, published, started, finished', () => {
    expect(roundState({ published: false, started: false, finished: false })).toBe('paired');
    expect(roundState({ published: true, started: false, finished: false })).toBe('published');
    expect(roundState({ published: true, started: true, finished: false })).toBe('started');
    expect(roundState({ published: true, started: true, finished: true })).toBe('finished');
  });
});

describe('pairing the next round', () => {
  const swiss = (rounds: number | null, topCut: number | null = null) => ({ kind: 'swiss', rounds, topCut });
  const tournament = { kind: 'tournament', finished: false };
  it('is possible before the first round and after a finished one', () => {
    expect(canPairNext({ ...tournament, rounds: [], format: swiss(3) })).toBe(true);
    expect(canPairNext({ ...tournament, rounds: [{ finished: true }], format: swiss(3) })).toBe(true);
  });
  it('waits for the last round to finish', () => {
    expect(canPairNext({ ...tournament, rounds: [{ finished: false }], format: swiss(3) })).toBe(false);
  });
  it('stops after a Swiss event’s last round, unless a top cut follows', () => {
    const three = [{ finished: true }, { finished: true }, { finished: true }];
    expect(canPairNext({ ...tournament, rounds: three, format: swiss(3) })).toBe(false);
    expect(canPairNext({ ...tournament, rounds: three, format: swiss(3, 4) })).toBe(true);
    expect(canPairNext({ ...tournament, rounds: three, format: swiss(null) })).toBe(true);
  });
  it('is not for a league or a finished event', () => {
    expect(canPairNext({ kind: 'league', finished: false, rounds: [], format: null })).toBe(false);
    expect(canPairNext({ ...tournament, finished: true, rounds: [], format: swiss(3) })).toBe(false);
  });
});
