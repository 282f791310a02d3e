import { describe, expect, it } from 'vitest';
import { registrationOf } from './registration';

const swiss = (stages: string[]) => ({ finished: false, formatKind: 'swiss', rounds: stages.map((stage) => ({ stage })) });

describe('registrationOf', () => {
  it('takes everyone before round 1 is paired', () => {
    expect(registrationOf(swiss([]))).toEqual({ open: true, joinsRound: null });
    expect(registrationOf({ finished: false, formatKind: 'round-robin', rounds: [] })).toEqual({ open: true, joinsRound: null });
  });

  it('takes late entries into a Swiss, who join the next round', () => {
    expect(registrationOf(swiss(['swiss']))).toEqual({ open: true, joinsRound: 2 });
    expect(registrationOf(swiss(['swiss', 'swiss', 'swiss']))).toEqual({ open: true, joinsRound: 4 });
  });

  it('closes once a draw is made, the top cut has begun or the event is over', () => {
    expect(registrationOf({ finished: false, formatKind: 'round-robin', rounds: [{ stage: 'round-robin' }] })).toEqual({
      open: false,
      why: 'drawn',
    });
    expect(registrationOf({ finished: false, formatKind: 'single-elimination', rounds: [{ stage: 'elimination' }] })).toEqual({
      open: false,
      why: 'drawn',
    });
    expect(registrationOf(swiss(['swiss', 'top-cut']))).toEqual({ open: false, why: 'topCut' });
    expect(registrationOf({ ...swiss([]), finished: true })).toEqual({ open: false, why: 'finished' });
  });

  it('keeps a league open: players join its seasons as they come', () => {
    expect(registrationOf({ finished: false, formatKind: 'league', rounds: [{ stage: 'league' }] })).toEqual({
      open: true,
      joinsRound: null,
    });
  });
});
