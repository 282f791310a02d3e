import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { CompetitionService, gamePublished, type CompetitionCommand, type CompetitionState, type GameState } from '@app/competitions';
import type { LiveEvents } from '@app/event-store';
import type { ProcessorRunner } from '@app/projections';
import { GraphQLError } from 'graphql';
import { CompetitionPolicy } from '../auth/competition-policy';
import { Context, CorrelationId, CurrentPrincipal, type ApiContext } from '../auth/context';
import type { Principal } from '../auth/principal';
import { expand } from '../live-iterator';
import { gameKeyOf } from '@app/competitions';
import { LIVE_EVENTS, PROCESSORS } from '../tokens';
import { gameType } from './competition-view';
import { SlipCodeLimiter } from './slip-code-limits';
import { SlipCodeType, SlipDisputeInput, SlipReportInput, SlipSeatInput, SlipType } from './slip-code.types';
import { normalSlipCode, printedSlipCode, SlipCodeError, SlipCodes, seatKey, type SlipSeat } from './slip-codes';

/** A code's seat, checked: the competition as it stands, and the game the seat plays in it. */
interface HeldSeat {
  code: string;
  competitionId: string;
  state: CompetitionState;
  game: GameState;
  playerId: string;
}

/** A refusal of the organiser's request for slip codes: typed, nothing changed. */
const refused = (reason: string, message: string, code: 'RULE_VIOLATION' | 'NOT_FOUND' = 'RULE_VIOLATION') =>
  new GraphQLError(message, { extensions: { code, reason } });

const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/**
 * Match slips' codes: the organiser's printed codes (one per seat of each paper game of a
 * published round) and reissuing one; and what a code does for whoever holds it, with no
 * account: read its game, report its result, confirm or dispute the opponent's report. The
 * code stands for its seat's player, and the command is the one a signed-in player's report
 * is (`{ kind: 'player', playerId }`): the competition's rules decide the rest, as for anyone
 * (a code never confirms its own seat's report: OWN_REPORT). Every lookup of a code no seat
 * has counts against the caller's address (SlipCodeLimiter).
 */
@Resolver()
export class SlipCodesResolver {
  constructor(
    private readonly competitions: CompetitionService,
    private readonly policy: CompetitionPolicy,
    private readonly slips: SlipCodes,
    private readonly limiter: SlipCodeLimiter,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
    @Inject(LIVE_EVENTS) private readonly live: LiveEvents,
  ) {}

  @Query(() => [SlipCodeType], {
    description:
      "The slip codes of a published round's paper games, one per seat (byes have none), in table order, made for the seats that have none yet: the same codes each time until one is reissued. Organiser only (FORBIDDEN, NOT_ORGANISER). RULE_VIOLATION with reason UNKNOWN_ROUND, ROUND_NOT_PUBLISHED, or NOT_PAPER (an engine event's games are played with seat invitations, `matchInvitations`).",
  })
  async slipCodes(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID, description: 'The event.' }) competitionId: string,
    @Args('round', { type: () => Int, description: 'The round whose slips are printed.' }) round: number,
  ): Promise<SlipCodeType[]> {
    const { state } = await this.competitions.load(competitionId);
    this.policy.assertOrganiser(principal, state);
    this.assertPaper(state);
    const r = state.rounds.find((x) => x.round === round);
    if (!r) throw refused('UNKNOWN_ROUND', `there is no round ${round}`);
    if (!r.published) throw refused('ROUND_NOT_PUBLISHED', `round ${round} is not published: publish it to print its slips with codes`);
    const games = r.games
      .map((id) => state.games[id])
      .filter((g) => g.b !== null)
      .sort((x, y) => x.table - y.table || x.game.localeCompare(y.game));
    const seats: SlipSeat[] = games.flatMap((g) => [g.a, g.b!].map((playerId) => ({ game: g.game, playerId })));
    const codes = await this.slips.ensure(competitionId, seats);
    return games.flatMap((g) =>
      [g.a, g.b!].map((playerId) => this.slipCode(state, g, playerId, codes.get(seatKey({ game: g.game, playerId }))!)),
    );
  }

  @Mutation(() => SlipCodeType, {
    description:
      "A new slip code for one seat (organiser only): the seat's old code, printed or not, is refused from now on (SLIP_CODE_REPLACED). For a player who lost their part of the slip, or a slip handed to the wrong person. NOT_FOUND (reason UNKNOWN_GAME) for a game the event has not published or a player not in it; RULE_VIOLATION (NOT_PAPER) in an engine event.",
  })
  async reissueSlipCode(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the game and the seat whose code is replaced.' }) input: SlipSeatInput,
  ): Promise<SlipCodeType> {
    const { state } = await this.competitions.load(input.competitionId);
    this.policy.assertOrganiser(principal, state);
    this.assertPaper(state);
    const key = gameKeyOf(input.competitionId, input.game); // its global id, or its key (the old form)
    const g = key === null ? undefined : own(state.games, key);
    if (!g || !gamePublished(state, g) || g.b === null || (g.a !== input.playerId && g.b !== input.playerId))
      throw refused('UNKNOWN_GAME', `${input.playerId} plays no published game ${input.game} of this event`, 'NOT_FOUND');
    const code = await this.slips.reissue(input.competitionId, { game: g.game, playerId: input.playerId });
    return this.slipCode(state, g, input.playerId, code);
  }

  @Query(() => SlipType, {
    // Nullable, so a refused code nulls this field alone: the rest of the query stands.
    nullable: true,
    description:
      "The game of a slip code, as its seat's player sees it; anyone holding the code may ask, with no account. Refusals (extensions.reason): SLIP_CODE_MALFORMED (VALIDATION: not 8 letters and digits of the code's alphabet), SLIP_CODE_UNKNOWN (NOT_FOUND: no seat has it; counted against your address), SLIP_CODE_REPLACED (NOT_FOUND: the organiser reissued it, or paired the round again); RATE_LIMITED (HTTP 429, Retry-After) after too many unknown codes from one address (60 in 10 minutes by default).",
  })
  async slip(
    @Context() ctx: ApiContext,
    @Args('code', { description: 'The slip code, as printed (`ABCD-EFGH`) or without its dash, in any case.' }) code: string,
  ): Promise<SlipType> {
    return slipType(await this.held(code, ctx.address));
  }

  @Mutation(() => SlipType, {
    description:
      "Reports the result of the code's game for the code's seat, as its player would from their account (reportGameResult): the opponent confirms it, with their own code or account, or the organiser settles it. Besides the refusals of `slip`: SLIP_CODE_USED (the game has its result), SLIP_CODE_EXPIRED (the event is finished), and the competition's own (RESULT_ALREADY_REPORTED, ROUND_NOT_STARTED, BAD_RESULT, a score the game does not have…).",
  })
  async reportWithSlipCode(
    @Context() ctx: ApiContext,
    @Args('input', { description: 'The slip code and the result as its seat reports it.' }) input: SlipReportInput,
    @CorrelationId() correlationId: string,
  ): Promise<SlipType> {
    const held = await this.acting(input.code, ctx.address);
    return this.run(held, correlationId, {
      type: 'report',
      game: held.game.game,
      winner: input.winner ?? null,
      draw: input.draw,
      scores: input.scores ?? {},
      reason: null,
    });
  }

  @Mutation(() => SlipType, {
    description:
      "Confirms the opponent's report of the code's game: the result is settled. A code never confirms its own seat's report (FORBIDDEN, OWN_REPORT); NO_REPORT when nobody has reported. Besides these, the refusals of `reportWithSlipCode`.",
  })
  async confirmWithSlipCode(
    @Context() ctx: ApiContext,
    @Args('code', { description: 'The slip code of the seat that did not report.' }) code: string,
    @CorrelationId() correlationId: string,
  ): Promise<SlipType> {
    const held = await this.acting(code, ctx.address);
    return this.run(held, correlationId, { type: 'confirm', game: held.game.game });
  }

  @Mutation(() => SlipType, {
    description:
      "Disputes the opponent's report of the code's game, with the reason: the organiser rules on it at the results desk. A code never disputes its own seat's report (FORBIDDEN, OWN_REPORT); REASON_REQUIRED without a reason. Besides these, the refusals of `reportWithSlipCode`.",
  })
  async disputeWithSlipCode(
    @Context() ctx: ApiContext,
    @Args('input', { description: 'The slip code and what is wrong with the opponent’s report.' }) input: SlipDisputeInput,
    @CorrelationId() correlationId: string,
  ): Promise<SlipType> {
    const held = await this.acting(input.code, ctx.address);
    return this.run(held, correlationId, { type: 'dispute', game: held.game.game, reason: input.reason });
  }

  @Subscription(() => SlipType, {
    description:
      "The code's game now, then again after each new event of its competition (the opponent's report, the organiser's ruling), once the server has handled it. The refusals of `slip`.",
    resolve: (s: SlipType) => s,
  })
  async slipUpdated(
    @Context() ctx: ApiContext,
    @Args('code', { description: 'The slip code, as printed or without its dash.' }) code: string,
  ): Promise<AsyncIterableIterator<SlipType>> {
    const held = await this.held(code, ctx.address);
    const { streamId } = await this.competitions.load(held.competitionId);
    // Listen before reading, so no event falls between the read and the first update.
    const source = this.live.iterate(streamId);
    let first: SlipType;
    try {
      await this.processors.waitForHead();
      first = slipType(await this.held(code, ctx.address));
    } catch (e) {
      await source.return?.();
      throw e;
    }
    let version = first.version;
    let shown = seen(first);
    return expand(
      source,
      async (e) => {
        await this.processors.waitFor(e.globalPosition);
        const now = slipType(await this.held(code, ctx.address));
        // The other tables' events change nothing here: a hall of open slips is not sent every one of them.
        if (now.version <= version || seen(now) === shown) return [];
        version = now.version;
        shown = seen(now);
        return [now];
      },
      [first],
    );
  }

  /** Runs a command as the code's seat's player, and answers the game once the processors have handled it (standings included). */
  private async run(held: HeldSeat, correlationId: string, command: CompetitionCommand): Promise<SlipType> {
    const loaded = await this.competitions.execute(
      held.competitionId,
      command,
      { kind: 'player', playerId: held.playerId },
      { correlationId },
    );
    await this.processors.waitFor(loaded.position ?? 0);
    return slipType({ ...held, state: loaded.state, game: loaded.state.games[held.game.game] });
  }

  /** A code's seat that may still act: its game not settled, its event not finished. */
  private async acting(code: string, address: string): Promise<HeldSeat> {
    const held = await this.held(code, address);
    if (held.state.finished) throw new SlipCodeError('SLIP_CODE_EXPIRED', 'the event is finished: this code does nothing more');
    if (held.game.result) throw new SlipCodeError('SLIP_CODE_USED', 'this game has its result: there is nothing left to do with this code');
    return held;
  }

  /**
   * The seat a code stands for, in the competition as it is now; the typed refusals of a code
   * that stands for none. Only a code no seat has counts against the address.
   */
  private async held(input: string, address: string): Promise<HeldSeat> {
    this.limiter.check(address);
    const code = normalSlipCode(String(input));
    if (!code) throw new SlipCodeError('SLIP_CODE_MALFORMED', 'a slip code is 8 letters and digits, like ABCD-EFGH (no 0, O, 1 or I)');
    const seat = await this.slips.find(code);
    if (!seat) {
      this.limiter.failed(address);
      throw new SlipCodeError('SLIP_CODE_UNKNOWN', 'no match slip has this code: check it against your slip');
    }
    if (seat.replaced)
      throw new SlipCodeError('SLIP_CODE_REPLACED', 'the organiser has given this seat a new code: use the one on your new slip');
    const { state } = await this.competitions.load(seat.competitionId);
    const game = own(state.games, seat.game);
    // The round paired again: the game may be another one now, or this player's game another game.
    if (!game || !gamePublished(state, game) || (game.a !== seat.playerId && game.b !== seat.playerId))
      throw new SlipCodeError('SLIP_CODE_REPLACED', 'the round was paired again: ask the organiser for your new slip');
    return { code, competitionId: seat.competitionId, state, game, playerId: seat.playerId };
  }

  private assertPaper(state: CompetitionState): void {
    if (state.created.play.mode !== 'paper')
      throw refused('NOT_PAPER', "slip codes are for paper games: an engine event's players take their seats with their invitations");
  }

  private slipCode(state: CompetitionState, g: GameState, playerId: string, code: string): SlipCodeType {
    return { game: g.game, table: g.table, playerId, name: state.players[playerId]?.name ?? playerId, code: printedSlipCode(code) };
  }
}

/** What a slip's reader sees change: its game, and whether the round has started or the event finished. */
const seen = (s: SlipType): string => JSON.stringify([s.game, s.started, s.finished]);

/** A held seat as the API answers it. */
function slipType(held: HeldSeat): SlipType {
  const { state, game } = held;
  return {
    code: printedSlipCode(held.code),
    competitionId: held.competitionId,
    version: state.version,
    competitionName: state.created.name,
    rulesetId: state.created.rulesetId,
    round: game.round,
    table: game.table,
    started: state.rounds.find((r) => r.round === game.round)?.started ?? false,
    finished: state.finished,
    playerId: held.playerId,
    opponentId: game.a === held.playerId ? game.b! : game.a,
    game: gameType(state, game),
    scoring: state.created.scoring,
    tieBreaks: state.created.tieBreaks,
  };
}
