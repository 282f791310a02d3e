/**
 * What every ruleset must satisfy, checked by one suite over random play (see
 * libs/rulesets/conformance.int-spec.ts): replay equals live play, evolve never throws on a valid
 * stream, a refusal leaves the state as it was, and "what may I do now" (`Ruleset.legal`) agrees
 * with decide both ways. A game supplies a `ConformanceGame`: how to start a match and the
 * generate-and-test candidates its random play tries. The candidates never come from the offered
 * list, or the agreement would prove nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import { canonical } from '../canonical';
import type { GameEvent, MatchCreatedData, MatchEvent } from '../events';
import type { LegalOrder } from '../legal';
import { applyAt, decide, outcomeOf, pendingOf, replay, startMatch, type MatchState } from '../match';
import { RulesetRegistry } from '../registry';
import type { Actor, Ruleset } from '../ruleset';
import { isViolation, type RuleViolation } from '../violation';
import type { Source } from './number-source';
import { shuffledBy } from './random-play';

export type AnyOrder = { type: string } & Record<string, unknown>;

export interface ConformanceGame {
  ruleset: Ruleset;
  /** The creation of a match for `seed` (vary the setup by seed where the game allows). Dice: server. */
  created(seed: number): MatchCreatedData;
  /** Orders to try for `side`, most wanted first; many may be illegal. Never drawn from `legal`. */
  candidates(game: unknown, side: string, next: Source): AnyOrder[];
  /** The unit, model or card an order is for, as `LegalOrder.actor` names it (undefined: the side's own). */
  actorOf(order: AnyOrder): string | undefined;
  /**
   * Whether an accepted order is the one an offered option stands for. Default: equal as parsed
   * by the order schema. Solaris VII's moves compare destination and facing, not the path.
   */
  sameOption?(accepted: AnyOrder, option: AnyOrder): boolean;
  /** Events to play at most (a long game is cut, not a failure). */
  maxEvents?: number;
  /**
   * For a game with hidden information: two valid streams from `seed` that differ only in what
   * `side` keeps hidden (its unplayed cards, its hidden models), so every other viewer must see
   * both identically at every prefix (non-interference.ts). Omitted: the game hides nothing.
   */
  secret?(seed: number): { side: string; streams: [MatchEvent[], MatchEvent[]] };
}

/** A match played through the kernel, as the server plays it: every fact decided, then applied. */
export interface LiveGame {
  registry: RulesetRegistry;
  stream: MatchEvent[];
  match: MatchState;
}

export function startLive(game: ConformanceGame, seed: number): LiveGame {
  const registry = new RulesetRegistry([game.ruleset]);
  const created = game.created(seed);
  const match = startMatch(registry, created);
  if (isViolation(match)) throw new Error(`setup refused: ${match.toString()}`);
  return { registry, stream: [{ type: 'MatchCreated', data: created }], match };
}

/** Decides `event` as `actor` and applies what was decided; the refusal, if any. */
export function play(live: LiveGame, event: GameEvent, actor: Actor): RuleViolation | null {
  const decided = decide(live.match, event, actor);
  if (isViolation(decided)) return decided;
  for (const e of decided) {
    live.match = applyAt(live.match, e, undefined);
    live.stream.push(e);
  }
  return null;
}

/** The server's roll for what is pending, drawn from `next`. */
export function serverRoll(live: LiveGame, next: Source): GameEvent | null {
  const p = pendingOf(live.match);
  if (p.kind !== 'roll') return null;
  const dice = p.dice.flatMap((g) => Array.from({ length: g.count }, () => ({ sides: g.sides, value: (next() % g.sides) + 1 })));
  return { type: 'DiceRolled', data: { side: p.side, purpose: p.purpose, dice, source: 'server', nonce: live.match.serverRolls } };
}

export const SERVER: Actor = { kind: 'server' };
const orderOf = (side: string, order: AnyOrder): GameEvent => ({ type: 'OrderIssued', data: { side, order } });

/** Whether `order` would be accepted now, without playing it. */
export function accepts(live: LiveGame, side: string, order: AnyOrder): RuleViolation | null {
  const decided = decide(live.match, orderOf(side, order), { kind: 'player', side });
  return isViolation(decided) ? decided : null;
}

/** What the agreement check saw, for the suite to require a useful share of finite choices. */
export interface LegalStats {
  orderStates: number;
  /** Decisions offering a finite choice for a unit or card, or more than one for the side (see `realChoice`). */
  statesWithOptions: number;
  optionsTried: number;
  candidatesTried: number;
}

/**
 * A finite choice that says something: options for a unit or card, or more than one for the
 * side. A side's lone standing option (end the turn, agree to end) is offered almost
 * everywhere, and counting it would let an answer that lists nothing else pass the share.
 */
const realChoice = (l: LegalOrder): boolean => (l.options?.length ?? 0) > (l.actor === undefined ? 1 : 0);

const offeredFor = (legal: LegalOrder[], game: ConformanceGame, order: AnyOrder): LegalOrder | undefined =>
  legal.find((l) => l.type === order.type && l.actor === game.actorOf(order));

function sameOption(game: ConformanceGame, accepted: AnyOrder, option: AnyOrder): boolean {
  if (game.sameOption) return game.sameOption(accepted, option);
  const parse = (o: AnyOrder): unknown => {
    const r = game.ruleset.orderSchema.safeParse(o);
    return r.success ? r.data : o;
  };
  return isDeepStrictEqual(parse(accepted), parse(option));
}

/**
 * Plays one random match from `seed` through the kernel and checks, at every decision:
 * - every candidate the rules accept was offered (its type and actor, and one of its options when listed);
 * - every candidate of a type or actor not offered is refused;
 * - up to `sample` offered options are accepted as they are;
 * - every refusal leaves the match as it was.
 * Returns the live game and what was seen. Throws, naming the order and the state's prompt, on a disagreement.
 */
export function checkLegal(
  game: ConformanceGame,
  seed: number,
  next: Source,
  options: { sample?: number; candidates?: number } = {},
): { live: LiveGame; stats: LegalStats } {
  const { ruleset } = game;
  if (!ruleset.legal) throw new Error(`${game.ruleset.id} does not say what a player may do now (Ruleset.legal)`);
  const sample = options.sample ?? 4;
  const maxCandidates = options.candidates ?? 40;
  const live = startLive(game, seed);
  const stats: LegalStats = { orderStates: 0, statesWithOptions: 0, optionsTried: 0, candidatesTried: 0 };
  const max = game.maxEvents ?? 3000;
  while (!outcomeOf(live.match).finished && live.stream.length < max) {
    const roll = serverRoll(live, next);
    if (roll) {
      const refused = play(live, roll, SERVER);
      if (refused) throw new Error(`server roll refused: ${refused.toString()}`);
      continue;
    }
    const pending = pendingOf(live.match);
    if (pending.kind !== 'order') break;
    stats.orderStates += 1;
    let chosen: { side: string; order: AnyOrder } | null = null;
    let anyOptions = false;
    for (const side of shuffledBy(pending.sides, next)) {
      const legal = ruleset.legal(live.match.game, side);
      const where = (o: AnyOrder, why: string): string =>
        `${game.ruleset.id} seed ${seed}, event ${live.stream.length + 1}, side ${side}: ${why}\n  order ${JSON.stringify(o)}\n  pending: ${pending.prompt}\n  offered: ${JSON.stringify(legal.map((l) => [l.type, l.actor, l.options?.length ?? l.limits ?? null]))}`;
      const before = canonical(live.match.game);
      const offered = legal.flatMap((l) => l.options ?? []);
      if (legal.some(realChoice)) anyOptions = true;
      for (const option of shuffledBy(offered, next).slice(0, sample)) {
        stats.optionsTried += 1;
        const refused = accepts(live, side, option.order);
        if (refused) throw new Error(where(option.order, `an offered option is refused: ${refused.toString()} [${refused.code}]`));
      }
      // The first `maxCandidates` are all checked; past them, only until one is accepted (the move random play makes).
      for (const [i, order] of game.candidates(live.match.game, side, next).entries()) {
        if (i >= maxCandidates && chosen) break;
        stats.candidatesTried += 1;
        const refused = accepts(live, side, order);
        const entry = offeredFor(legal, game, order);
        if (!refused && !entry) throw new Error(where(order, 'accepted, but its type and actor were not offered'));
        if (!refused && entry?.options && !entry.options.some((o) => sameOption(game, order, o.order)))
          throw new Error(where(order, 'accepted, but none of the offered options is this order'));
        if (canonical(live.match.game) !== before) throw new Error(where(order, 'deciding the order changed the state'));
        if (!refused && !chosen) chosen = { side, order };
      }
    }
    if (anyOptions) stats.statesWithOptions += 1;
    if (!chosen)
      throw new Error(`${game.ruleset.id} seed ${seed}: no candidate accepted at event ${live.stream.length + 1}: ${pending.prompt}`);
    const refused = play(live, orderOf(chosen.side, chosen.order), { kind: 'player', side: chosen.side });
    if (refused) throw new Error(`accepted order refused on replaying it: ${refused.toString()}`);
  }
  return { live, stats };
}

/** A replay of the stream from its first event, validated, equals the live match: state, pending and outcome. */
export function checkReplayEqualsLive(live: LiveGame): void {
  const replayed = replay(live.registry, live.stream, { validate: true });
  if (!isDeepStrictEqual(replayed.game, live.match.game)) throw new Error('the replayed state differs from live play');
  if (!isDeepStrictEqual(pendingOf(replayed), pendingOf(live.match))) throw new Error('the replayed pending decision differs');
  if (!isDeepStrictEqual(outcomeOf(replayed), outcomeOf(live.match))) throw new Error('the replayed outcome differs');
}
