import { describe, expect, it } from 'vitest';
import { slipScores } from './usePrintRound';

describe('the scores a match slip has boxes for', () => {
  it('are the game’s named scores: primary unless tournament points, then secondary, no derived ones', () => {
    expect(slipScores({ primary: 'reputation', secondary: ['pointValue', 'margin:reputation', 'reputation'] })).toEqual([
      'reputation',
      'pointValue',
    ]);
    expect(slipScores({ primary: 'points', secondary: [] })).toEqual([]);
    expect(slipScores({ primary: 'points', secondary: ['victoryPoints'] })).toEqual(['victoryPoints']);
    expect(slipScores(null)).toEqual([]);
    expect(slipScores({ primary: 3, secondary: 'x' })).toEqual([]);
  });
});
