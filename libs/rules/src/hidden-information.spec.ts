import fc from 'fast-check';
import type { GameEvent, MatchCreatedData, MatchEvent } from './events';
import { apply, decide, outcomeOf, pendingOf, startMatch } from './match';
import { RulesetRegistry } from './registry';
import type { Actor, Ruleset, Viewer } from './ruleset';
import { testMatchCreated } from './testing/created';
import { assertSameViews } from './testing/non-interference';
import { sealedHands, type SealedHandsState } from './testing/sealed-hands';
import { isViolation } from './violation';

/**
 * Non-interference for hidden hands: a card a side never plays is that side's secret, so
 * changing it must not change anything the opponent or the public can see, at any moment.
 */
const registry = new RulesetRegistry([sealedHands]);
const A: Viewer = { kind: 'player', side: 'A' };
const B: Viewer = { kind: 'player', side: 'B' };
const PUBLIC: Viewer = { kind: 'public' };
const ORGANISER: Viewer = { kind: 'organiser' };

const created = (handSize: number): MatchCreatedData => testMatchCreated(sealedHands, { setup: { handSize }, dice: 'server' });

type Ending = 'none' | 'concede-A' | 'concede-B' | 'time';

interface Game {
  handSize: number;
  /** The deal: A holds positions 0..n-1, B positions n..2n-1. */
  deal: number[];
  /** Each play takes card `pick % cards left` of the side to play. */
  picks: number[];
  ending: Ending;
  /** How far to move each secret card's value (1..99 on a d100, so it always changes). */
  shifts: number[];
}

const games: fc.Arbitrary<Game> = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc.record({
    handSize: fc.constant(n),
    deal: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 2 * n, maxLength: 2 * n }),
    // Often fewer than 2n plays, so some cards are never shown.
    picks: fc.array(fc.nat({ max: 20 }), { maxLength: 2 * n }),
    ending: fc.constantFrom<Ending>('none', 'concede-A', 'concede-B', 'time'),
    shifts: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 2 * n, maxLength: 2 * n }),
  }),
);

/**
 * Plays a game through the kernel as the server would (every event through `decide`) and
 * returns the stream and the deal positions that were played (and so became public).
 */
function playOut(g: Game, deal: number[]): { events: MatchEvent[]; played: Set<number> } {
  const first = created(g.handSize);
  const started = startMatch(registry, first);
  if (isViolation(started)) throw new Error(started.toString());
  let m = started;
  const events: MatchEvent[] = [{ type: 'MatchCreated', data: first }];
  const accept = (e: GameEvent, actor: Actor) => {
    const out = decide(m, e, actor);
    if (isViolation(out)) throw new Error(out.toString());
    m = out.reduce(apply, m);
    events.push(...out);
  };

  accept(
    {
      type: 'DiceRolled',
      data: { side: null, purpose: 'deal', dice: deal.map((value) => ({ sides: 100, value })), source: 'server', nonce: 0 },
    },
    { kind: 'server' },
  );
  const positions: Record<string, number[]> = {
    A: Array.from({ length: g.handSize }, (_, i) => i),
    B: Array.from({ length: g.handSize }, (_, i) => g.handSize + i),
  };
  const played = new Set<number>();
  for (const pick of g.picks) {
    const p = pendingOf(m);
    if (p.kind !== 'order') break;
    const side = p.sides[0];
    const card = pick % positions[side].length;
    played.add(positions[side].splice(card, 1)[0]);
    accept({ type: 'OrderIssued', data: { side, order: { type: 'play', card } } }, { kind: 'player', side });
  }
  if (!outcomeOf(m).finished) {
    if (g.ending === 'concede-A' || g.ending === 'concede-B') {
      const side = g.ending.slice(-1);
      accept({ type: 'MatchConceded', data: { side } }, { kind: 'player', side });
    } else if (g.ending === 'time') {
      accept({ type: 'TimeExpired', data: { clock: 'match' } }, { kind: 'server' });
    }
  }
  if (outcomeOf(m).finished) {
    // Stands in for the server seed, which fixes the deal and so differs whenever the deal does.
    const seed = deal.map((v) => v.toString(16).padStart(2, '0')).join('');
    events.push({ type: 'ServerSeedRevealed', data: { seed } });
  }
  return { events, played };
}

/** The same game with the given deal positions' values moved by `shifts`. */
function withChanged(g: Game, positions: number[]): number[] {
  return g.deal.map((v, i) => (positions.includes(i) ? ((v - 1 + g.shifts[i]) % 100) + 1 : v));
}

const secretsOf = (g: Game, side: 'A' | 'B', played: Set<number>): number[] =>
  Array.from({ length: g.handSize }, (_, i) => (side === 'A' ? i : g.handSize + i)).filter((p) => !played.has(p));

/** Deliberately leaky variants: each must be caught, or the property proves nothing. */
const leaky: Array<[string, Ruleset<SealedHandsState>]> = [
  ['view shows the whole state', { ...sealedHands, view: (s) => s }],
  ['no viewEvent, so the whole deal is shown', { ...sealedHands, viewEvent: undefined }],
  [
    'pending prompt names the hands',
    { ...sealedHands, pending: (s) => ({ ...sealedHands.pending(s), prompt: `hands ${JSON.stringify(s.hands)}` }) },
  ],
];
const leakyRegistries = leaky.map(([what, r]) => [what, new RulesetRegistry([r])] as const);

/** The harness's complaint, or null when the viewer cannot tell the streams apart. */
function leakOf(r: RulesetRegistry, a: MatchEvent[], b: MatchEvent[], viewer: Viewer): string | null {
  try {
    assertSameViews(r, a, b, viewer);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

const NUM_RUNS = 200;

describe('hidden information (non-interference)', () => {
  it('property: a side’s unplayed cards are invisible to the opponent and the public, at every prefix', () => {
    let withSecrets = 0;
    fc.assert(
      fc.property(games, (g) => {
        const real = playOut(g, g.deal);
        for (const [side, opponent] of [
          ['B', A],
          ['A', B],
        ] as const) {
          const secrets = secretsOf(g, side, real.played);
          const other = playOut(g, withChanged(g, secrets));
          assertSameViews(registry, real.events, other.events, opponent);
          assertSameViews(registry, real.events, other.events, PUBLIC);
          if (secrets.length === 0) continue;
          withSecrets++;
          // The harness can fail: the organiser sees the hidden cards, and so do leaky rulesets.
          expect(() => assertSameViews(registry, real.events, other.events, ORGANISER)).toThrow(
            /after prefix 2 \(event #2, DiceRolled\): view differs/,
          );
          for (const [what, leakyRegistry] of leakyRegistries) {
            const caught = leakOf(leakyRegistry, real.events, other.events, opponent);
            expect({ what, caught }).toEqual({ what, caught: expect.stringMatching(/can tell the streams apart after prefix 2 /) });
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
    // Guard against a generator that never leaves a card unplayed (the property would be vacuous).
    expect(withSecrets).toBeGreaterThan(NUM_RUNS / 2);
  });

  it('property: a played card is public, so changing it is seen by everyone', () => {
    fc.assert(
      fc.property(games, (g) => {
        const real = playOut(g, g.deal);
        for (const [side, opponent] of [
          ['B', A],
          ['A', B],
        ] as const) {
          const shown = [...real.played].filter((p) => (side === 'A' ? p < g.handSize : p >= g.handSize));
          if (shown.length === 0) continue;
          const other = playOut(g, withChanged(g, shown.slice(0, 1)));
          for (const viewer of [opponent, PUBLIC]) {
            expect(() => assertSameViews(registry, real.events, other.events, viewer)).toThrow(/can tell the streams apart/);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('names the first differing prefix and part', () => {
    const g: Game = { handSize: 2, deal: [10, 20, 30, 40], picks: [0, 0], ending: 'none', shifts: [0, 0, 0, 5] };
    const real = playOut(g, g.deal);
    const other = playOut(g, withChanged(g, [3]));
    const [, leakyEvents] = leakyRegistries[1];
    expect(() => assertSameViews(leakyEvents, real.events, other.events, A)).toThrow(
      'player A can tell the streams apart after prefix 2 (event #2, DiceRolled): events differs at event #2\n' +
        '  first:  {"type":"DiceRolled","data":{"side":null,"purpose":"deal","dice":[{"sides":100,"value":10},{"sides":100,"value":20},{"sides":100,"value":30},{"sides":100,"value":40}],"source":"server","nonce":0}}\n' +
        '  second: {"type":"DiceRolled","data":{"side":null,"purpose":"deal","dice":[{"sides":100,"value":10},{"sides":100,"value":20},{"sides":100,"value":30},{"sides":100,"value":45}],"source":"server","nonce":0}}',
    );
    expect(() => assertSameViews(registry, real.events, real.events.slice(0, 3), A)).toThrow(/4 and 3 events/);
  });
});
