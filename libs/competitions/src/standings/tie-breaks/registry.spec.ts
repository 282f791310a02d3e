/**
 * The tie-break registry: every id it offers is read back by exactly one of its values, every
 * value speaks every language, the round-bound ones are those a league refuses, and the game
 * scores' family reads its ids as it always has (stored events carry them).
 */
import { StandingsError } from '../errors';
import { parseTieBreak, parseTieBreaks, tieBreakCatalogue } from '../catalogue';
import { buildCrosstable } from '../crosstable';
import { findTieBreak, LANGUAGES, offeredTieBreaks, TIE_BREAKS, textsIn, tieBreakForms, type ParsedTieBreak } from '.';
import { fixedTieBreak, perPlayer } from './tie-break';

const FIXED = [
  'buchholz',
  'buchholz-cut1',
  'median-buchholz',
  'sonneborn-berger',
  'sos',
  'soos',
  'omw',
  'gw',
  'ogw',
  'head-to-head',
  'progressive',
  'wins',
];
/** Every way of reading a score: the three a game is offered, and a margin fewest first, which is taken too. */
const SCORES = ['score:reputation', 'score:reputation:low', 'score:margin:reputation', 'score:margin:reputation:low'];
const every = (): ParsedTieBreak[] => [...FIXED, ...SCORES].map(parseTieBreak);

describe('the tie-break registry', () => {
  it('offers the fixed tie-breaks, then three for each game score, each read back by exactly one of its values', () => {
    const offered = offeredTieBreaks(['victoryPoints', 'reputation']);
    expect(offered).toEqual([
      ...FIXED,
      'score:reputation',
      'score:reputation:low',
      'score:margin:reputation',
      'score:victoryPoints',
      'score:victoryPoints:low',
      'score:margin:victoryPoints',
    ]);
    for (const id of [...offered, 'score:margin:reputation:low']) {
      expect(TIE_BREAKS.filter((t) => t.read(id) !== null)).toHaveLength(1);
      expect(findTieBreak(id)?.id).toBe(id);
    }
    expect(tieBreakCatalogue(['reputation']).map((t) => t.id)).toEqual(offeredTieBreaks(['reputation']));
  });

  it('names and describes every tie-break in every language, the short name never longer than the name', () => {
    expect(LANGUAGES).toEqual(['en', 'pl']);
    for (const tb of every())
      for (const language of LANGUAGES) {
        for (const text of Object.values(tb.texts)) expect(text[language].trim()).not.toBe('');
        const words = textsIn(tb, language, 'Victory points');
        expect(words.shortName.length).toBeLessThanOrEqual(words.name.length);
        expect(words.description.length).toBeGreaterThan(30);
        // Only a tie-break on a score leaves the score's place to be filled.
        for (const text of Object.values(tb.texts)) expect(text[language].includes('{score}')).toBe(tb.score !== null);
      }
    // Languages differ where words do: English and Polish are not the same text.
    expect(textsIn(parseTieBreak('head-to-head'), 'en')).toMatchObject({ name: 'Direct encounter', shortName: 'DE' });
    expect(textsIn(parseTieBreak('head-to-head'), 'pl')).toMatchObject({ name: 'Pojedynki bezpośrednie', shortName: 'PB' });
    expect(textsIn(parseTieBreak('median-buchholz'), 'pl').name).toBe('Buchholz medianowy');
  });

  it('cites the rules it follows in both languages', () => {
    for (const language of LANGUAGES) {
      expect(parseTieBreak('buchholz').texts.description[language]).toContain('FIDE C.07 art. 8.1, 16.4');
      expect(parseTieBreak('sonneborn-berger').texts.description[language]).toContain('FIDE C.07 art. 9.1');
      expect(parseTieBreak('head-to-head').texts.description[language]).toContain('FIDE C.07 art. 6');
      expect(parseTieBreak('omw').texts.description[language]).toContain('MTG Tournament Rules');
      expect(parseTieBreak('ogw').texts.description[language]).toContain('MTG Tournament Rules');
    }
  });

  it('marks round-bound the tie-breaks that count the rounds a player sat out, which a league refuses', () => {
    expect(
      every()
        .filter((t) => t.roundBound)
        .map((t) => t.id),
    ).toEqual(['buchholz', 'buchholz-cut1', 'median-buchholz', 'sonneborn-berger', 'progressive']);
  });

  it('reads the game scores’ family: most first, fewest first, margins; most and fewest first are the same tie-break', () => {
    expect(parseTieBreak('score:reputation')).toMatchObject({
      sameAs: 'score:reputation',
      fewerIsBetter: false,
      score: { name: 'reputation', margin: false },
      roundBound: false,
    });
    expect(parseTieBreak('score:pointValue:low')).toMatchObject({
      sameAs: 'score:pointValue',
      fewerIsBetter: true,
      score: { name: 'pointValue', margin: false },
    });
    expect(parseTieBreak('score:margin:victoryPoints')).toMatchObject({
      sameAs: 'score:margin:victoryPoints',
      fewerIsBetter: false,
      score: { name: 'victoryPoints', margin: true },
    });
    expect(parseTieBreak('score:margin:victoryPoints:low')).toMatchObject({ sameAs: 'score:margin:victoryPoints', fewerIsBetter: true });
    for (const id of ['score:', 'score:a:b', 'score:margin:', 'score:margin:a:b', 'score::low', 'scores:x', 'Score:x'])
      expect(findTieBreak(id)).toBeNull();
    // Only well-formed, distinct names are offered, in order.
    expect(offeredTieBreaks(['b', 'a', 'a', 'margin:x', 'x:y', '']).slice(FIXED.length)).toEqual([
      'score:a',
      'score:a:low',
      'score:margin:a',
      'score:b',
      'score:b:low',
      'score:margin:b',
    ]);
    const code = (ids: string[]) => {
      try {
        parseTieBreaks(ids);
      } catch (e) {
        return (e as StandingsError).code;
      }
      return null;
    };
    expect(code(['score:pointValue', 'score:pointValue:low'])).toBe('DUPLICATE_TIE_BREAK');
    expect(code(['score:margin:vp', 'score:margin:vp:low'])).toBe('DUPLICATE_TIE_BREAK');
    expect(code(['score:vp', 'score:margin:vp', 'score:vp2:low'])).toBeNull();
  });

  it('lists every form of id in a refusal of an unknown one', () => {
    expect(tieBreakForms()).toEqual([...FIXED, 'score:<name>', 'score:<name>:low']);
    expect(() => parseTieBreak('koya')).toThrow(
      'unknown tie-break "koya"; known: buchholz, buchholz-cut1, median-buchholz, sonneborn-berger, sos, soos, omw, gw, ogw, head-to-head, progressive, wins, score:<name>, score:<name>:low',
    );
  });

  it('makes a tie-break of one file: the example of docs/standings.md reads its id and counts', () => {
    // docs/standings.md, "Adding a tie-break": the whole file of a new one, most draws.
    const draws = fixedTieBreak({
      id: 'draws',
      // It counts games, not rounds: a league takes it.
      roundBound: false,
      name: { en: 'Most draws', pl: 'Najwięcej remisów' },
      shortName: { en: 'Draws', pl: 'Remisy' },
      description: {
        en: 'Games drawn over the table: more ranks higher. Byes and forfeits are not games.',
        pl: 'Partie zremisowane przy stole: więcej oznacza wyższe miejsce. Pauzy i walkowery nie są partiami.',
      },
      computation: {
        kind: 'perPlayer',
        values: ({ table }) => perPlayer(table, (p) => table.entries[p].filter((e) => e.kind === 'game' && e.outcome === 'draw').length),
      },
    });
    const read = draws.read('draws')!;
    expect(draws.read('draw')).toBeNull();
    expect(draws.offered(['reputation'])).toEqual(['draws']);
    const table = buildCrosstable({
      players: ['A', 'B', 'C'].map((id, i) => ({ id, name: id, seed: i + 1, dropped: false, droppedAfterRound: null })),
      results: [
        { round: 1, a: 'A', b: 'B', outcomeA: 'draw', outcomeB: 'draw', played: true, scoresA: {}, scoresB: {} },
        { round: 1, a: 'C', b: null, outcomeA: 'win', outcomeB: 'loss', played: false, scoresA: {}, scoresB: {} },
      ],
      scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: [] },
      tieBreaks: [],
      adjustments: [],
    });
    if (read.computation.kind !== 'perPlayer') throw new Error('draws gives every player a value');
    expect(read.computation.values({ table, unplayed: null as never, contributions: [], strengthOfSchedule: [] })).toEqual([1, 1, 0]);
  });
});
