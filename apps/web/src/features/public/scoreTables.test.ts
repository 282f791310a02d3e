import { describe, expect, it } from 'vitest';
import { rankedScores, scoreTable } from './scoreTables';

const row = (playerId: string, reputation: number) => ({
  playerId,
  name: playerId,
  tieBreaks: [{ id: 'score:reputation', value: reputation }],
});

describe('score tables', () => {
  it('rank by the game scores the league totals, higher being better', () => {
    expect(rankedScores(['score:reputation', 'score:pointValue:low', 'score:margin:reputation', 'buchholz'])).toEqual(['reputation']);
  });

  it('put the highest total first, equal totals sharing a rank', () => {
    const table = scoreTable([row('Ada', 90), row('Bo', 160), row('Cy', 90), row('Di', 10)], 'reputation');
    expect(table.map((r) => [r.name, r.rank, r.total])).toEqual([
      ['Bo', 1, 160],
      ['Ada', 2, 90],
      ['Cy', 2, 90],
      ['Di', 4, 10],
    ]);
  });
});
