import { describe, expect, it } from 'vitest';
import { scoreTieBreak, setupFields } from './gameSetup';

describe("a game's setup schema and score tie-breaks", () => {
  it('reads the top-level fields of a setup schema and those the game needs', () => {
    expect(
      setupFields({
        type: 'object',
        properties: { armies: { type: 'object' }, terrain: { type: 'array' }, environment: {} },
        required: ['armies'],
      }),
    ).toEqual({ fields: ['armies', 'terrain', 'environment'], required: ['armies'] });
    expect(setupFields({ type: 'object', properties: { deck: {} } })).toEqual({ fields: ['deck'], required: [] });
    expect(setupFields(null)).toEqual({ fields: [], required: [] });
    expect(setupFields({})).toEqual({ fields: [], required: [] });
  });

  it('reads which score a tie-break counts, and which way', () => {
    expect(scoreTieBreak('score:reputation')).toEqual({ score: 'reputation', way: 'most' });
    expect(scoreTieBreak('score:pointValue:low')).toEqual({ score: 'pointValue', way: 'fewest' });
    expect(scoreTieBreak('score:margin:victoryPoints')).toEqual({ score: 'victoryPoints', way: 'margin' });
    expect(scoreTieBreak('buchholz')).toBeNull();
    expect(scoreTieBreak('score:')).toBeNull();
  });
});
