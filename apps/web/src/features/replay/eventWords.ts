import type { TFunction } from 'i18next';
import type { GameUi, OrderDocument, SeatView } from '../../boards';
import { formatter, localeFor } from '../../lib/format';
import { scoreName } from '../../lib/scoreNames';
import type { ReplayEvent } from './replayState';

/**
 * The events of a match stream in the reader's words (libs/rules/src/events.ts lists them and
 * their data). The data is JSON from the API, read field by field and never trusted as a shape: a
 * field that is missing or of another kind falls back to the event's data as compact JSON. Every
 * key names its namespace (`ns: 'replay'`), so the one `t` given here (the app's default one)
 * also serves the game's own words (`GameUi`), whatever namespace those come from.
 */

type Data = Record<string, unknown>;

const asData = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The server puts this in place of a value the reader may not see (libs/rules `HIDDEN`). */
const HIDDEN = '(hidden)';

/** The event's data as one short line, for what has no words of its own. */
export function compactData(data: unknown): string {
  const json = JSON.stringify(data ?? null);
  return json.length > 240 ? `${json.slice(0, 239)}…` : json;
}

/** The locale the catalogue is written for: numbers and lists follow the language the words are in. */
/** The locale the replay writes numbers and lists in: its language's (`intlLocale`) with the reader's region. */
const localeOf = (t: TFunction) => localeFor(t('intlLocale', { ns: 'replay' }));

/** A side by the game's name for it ("Moloch"), or "Side A" for a game that names none. */
function sideOf(ui: GameUi, side: string, t: TFunction): string {
  return ui.sideName(side, t);
}

/** A seat as people know it: the player's name and the side they play ("Anna Nowak (Moloch)"). */
function seatName(ui: GameUi, seat: SeatView, t: TFunction): string {
  const side = sideOf(ui, seat.side, t);
  return seat.name && seat.name !== side ? `${seat.name} (${side})` : side;
}

/** A length of time in hours, minutes and seconds, each in its plural form ("1 hour 5 minutes"). */
export function durationWords(ms: number, t: TFunction): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? t('duration.hours', { ns: 'replay', count: hours }) : null,
    minutes > 0 ? t('duration.minutes', { ns: 'replay', count: minutes }) : null,
    seconds > 0 || total === 0 ? t('duration.seconds', { ns: 'replay', count: seconds }) : null,
  ];
  return parts.filter((p): p is string => p !== null).join(' ');
}

/** More dice than this (a deck shuffled by the server: one die per card) are said by their values alone. */
const MANY_DICE = 6;

/**
 * Dice as rolled, die type by die type: "4, 2 and 6 on d6", a die's colour beside it where the
 * game reads colours. Many dice at once (a shuffle) are counted and their values listed in order.
 */
export function diceWords(dice: readonly unknown[], t: TFunction): string {
  const rolled = dice.map(asData).flatMap((d) => {
    const sides = count(d.sides);
    const value = count(d.value);
    if (sides === null || value === null) return [];
    const colour = text(d.colour);
    return [{ sides, value: colour ? `${value} (${colour})` : String(value) }];
  });
  const format = formatter(localeOf(t));
  if (rolled.length > MANY_DICE)
    return t('dice.many', { ns: 'replay', count: rolled.length, values: format.list(rolled.map((d) => d.value)) });
  const groups = new Map<number, string[]>();
  for (const d of rolled) groups.set(d.sides, [...(groups.get(d.sides) ?? []), d.value]);
  return format.list([...groups].map(([sides, values]) => t('dice.group', { ns: 'replay', values: format.list(values), sides })));
}

/** A reported result's scores, side by side: "Moloch: Victory points 12; Outpost: Victory points 9". */
function scoreWords(scores: unknown, ui: GameUi, t: TFunction): string | null {
  const format = formatter(localeOf(t));
  const sides = Object.entries(asData(scores)).flatMap(([side, named]) => {
    const values = Object.entries(asData(named)).filter((e): e is [string, number] => count(e[1]) !== null);
    if (values.length === 0) return [];
    // A score by the name people give it (the game's declared scores in the common catalogue).
    const words = values.map(([name, value]) => `${scoreName(t, name)} ${format.number(value)}`);
    return [`${sideOf(ui, side, t)}: ${words.join(', ')}`];
  });
  return sides.length > 0 ? sides.join('; ') : null;
}

function playersWords(seats: readonly SeatView[], ui: GameUi, t: TFunction): string {
  return seats.map((s) => seatName(ui, s, t)).join(` ${t('event.against', { ns: 'replay' })} `);
}

function seatsOf(value: unknown): SeatView[] | null {
  if (!Array.isArray(value)) return null;
  const seats = value.map(asData).flatMap((s) => (text(s.side) ? [{ side: s.side as string, name: text(s.name) ?? '' }] : []));
  return seats.length > 0 ? seats : null;
}

function created(d: Data, ui: GameUi, players: readonly SeatView[], t: TFunction): string {
  const seats = seatsOf(d.players) ?? [...players];
  const setUp = t('event.created', { ns: 'replay', players: playersWords(seats, ui, t) });
  if (d.dice === 'server') return `${setUp} ${t('event.createdServerDice', { ns: 'replay' })}`;
  if (d.dice === 'reported') return `${setUp} ${t('event.createdReportedDice', { ns: 'replay' })}`;
  return setUp;
}

function order(d: Data, ui: GameUi, state: unknown, t: TFunction): string | null {
  const side = text(d.side);
  const doc = asData(d.order);
  if (!side || !text(doc.type)) return null;
  return `${sideOf(ui, side, t)}: ${ui.describeOrder(doc as OrderDocument, state, t)}`;
}

function rolled(d: Data, ui: GameUi, t: TFunction): string {
  const side = text(d.side);
  const who = side ? sideOf(ui, side, t) : null;
  const purpose = text(d.purpose) ?? t('dice.noPurpose', { ns: 'replay' });
  const dice = Array.isArray(d.dice) ? d.dice : [];
  const server = d.source === 'server';
  const source = server ? t('dice.byServer', { ns: 'replay' }) : t('dice.atTable', { ns: 'replay' });
  // A server roll whose dice the reader may not see comes with none (its commitment stays): it is said to be hidden, never guessed.
  if (dice.length === 0) {
    if (server) return who ? t('dice.hidden', { ns: 'replay', who, purpose }) : t('dice.hiddenNoSide', { ns: 'replay', purpose });
    return who ? t('dice.noneReported', { ns: 'replay', who, purpose }) : t('dice.noneReportedNoSide', { ns: 'replay', purpose });
  }
  const values = diceWords(dice, t);
  const main = who
    ? t('dice.rolled', { ns: 'replay', who, dice: values, purpose })
    : t('dice.rolledNoSide', { ns: 'replay', dice: values, purpose });
  return `${main} ${source}`;
}

function timeExpired(d: Data, ui: GameUi, t: TFunction): string {
  if (d.clock === 'match') return t('event.timeExpired.match', { ns: 'replay' });
  if (d.clock === 'round') return t('event.timeExpired.round', { ns: 'replay' });
  const side = text(d.side);
  return side
    ? t('event.timeExpired.player', { ns: 'replay', side: sideOf(ui, side, t) })
    : t('event.timeExpired.playerUnknown', { ns: 'replay' });
}

function seedRevealed(d: Data, t: TFunction): string {
  const seed = text(d.seed);
  return seed && seed !== HIDDEN ? t('event.seedRevealedShown', { ns: 'replay', seed }) : t('event.seedRevealed', { ns: 'replay' });
}

function resultReported(d: Data, ui: GameUi, t: TFunction): string {
  const winner = text(d.winner);
  const result =
    d.draw === true || !winner
      ? t('event.result.draw', { ns: 'replay' })
      : t('event.result.won', { ns: 'replay', winner: sideOf(ui, winner, t) });
  const side = text(d.side);
  const reported = side
    ? t('event.reportedBySide', { ns: 'replay', side: sideOf(ui, side, t), result })
    : t('event.reportedByOrganiser', { ns: 'replay', result });
  const scores = scoreWords(d.scores, ui, t);
  return scores ? `${reported} ${t('event.scores', { ns: 'replay', scores })}` : reported;
}

function clockPaused(d: Data, ui: GameUi, t: TFunction): string {
  const reason = text(d.reason) ?? '—';
  const side = text(d.side);
  return d.by === 'player' && side
    ? t('event.clockPausedBySide', { ns: 'replay', side: sideOf(ui, side, t), reason })
    : t('event.clockPausedByOrganiser', { ns: 'replay', reason });
}

function clockExtended(d: Data, ui: GameUi, t: TFunction): string | null {
  const ms = count(d.ms);
  if (ms === null) return null;
  const time = durationWords(ms, t);
  const reason = text(d.reason) ?? '—';
  const side = text(d.side);
  return d.clock === 'player' && side
    ? t('event.clockExtendedPlayer', { ns: 'replay', side: sideOf(ui, side, t), time, reason })
    : t('event.clockExtendedMatch', { ns: 'replay', time, reason });
}

function roundClockSet(d: Data, t: TFunction): string | null {
  const round = count(d.round);
  const remaining = count(d.remainingMs);
  if (round === null || remaining === null) return null;
  const time = durationWords(remaining, t);
  return d.running === true
    ? t('event.roundClockRunning', { ns: 'replay', round, time })
    : t('event.roundClockPaused', { ns: 'replay', round, time });
}

/**
 * One event in words. `state` is the reader's view of the match just before the event (the API's
 * `at(N - 1)`): an order is described against the state it was given in, as `GameUi.describeOrder`
 * asks. `players` are the match's seats, for the set-up when its own data names none.
 */
export function eventWords(
  event: Pick<ReplayEvent, 'type' | 'data'>,
  ui: GameUi,
  state: unknown,
  players: readonly SeatView[],
  t: TFunction,
): string {
  const d = asData(event.data);
  const side = text(d.side);
  const words = ((): string | null => {
    switch (event.type) {
      case 'MatchCreated':
        return created(d, ui, players, t);
      case 'OrderIssued':
        return order(d, ui, state, t);
      case 'DiceRolled':
        return rolled(d, ui, t);
      case 'MatchConceded':
        return side ? t('event.conceded', { ns: 'replay', side: sideOf(ui, side, t) }) : null;
      case 'TimeExpired':
        return timeExpired(d, ui, t);
      case 'OutOfTime':
        return side ? t('event.outOfTime', { ns: 'replay', side: sideOf(ui, side, t) }) : null;
      case 'ServerSeedRevealed':
        return seedRevealed(d, t);
      case 'ResultReported':
        return resultReported(d, ui, t);
      case 'ResultConfirmed':
        return side
          ? t('event.confirmedBySide', { ns: 'replay', side: sideOf(ui, side, t) })
          : t('event.confirmedByOrganiser', { ns: 'replay' });
      case 'ResultDisputed':
        return side ? t('event.disputed', { ns: 'replay', side: sideOf(ui, side, t), reason: text(d.reason) ?? '—' }) : null;
      case 'ClockStarted': {
        const reason = text(d.reason);
        return reason ? t('event.clockStartedReason', { ns: 'replay', reason }) : t('event.clockStarted', { ns: 'replay' });
      }
      case 'ClockPaused':
        return clockPaused(d, ui, t);
      case 'ClockResumed': {
        const reason = text(d.reason);
        return reason ? t('event.clockResumedReason', { ns: 'replay', reason }) : t('event.clockResumed', { ns: 'replay' });
      }
      case 'ClockExtended':
        return clockExtended(d, ui, t);
      case 'RoundClockSet':
        return roundClockSet(d, t);
      default:
        return null;
    }
  })();
  return words ?? t('event.other', { ns: 'replay', type: event.type, data: compactData(event.data) });
}

const TYPES = {
  MatchCreated: 'type.MatchCreated',
  OrderIssued: 'type.OrderIssued',
  DiceRolled: 'type.DiceRolled',
  MatchConceded: 'type.MatchConceded',
  TimeExpired: 'type.TimeExpired',
  OutOfTime: 'type.OutOfTime',
  ServerSeedRevealed: 'type.ServerSeedRevealed',
  ResultReported: 'type.ResultReported',
  ResultConfirmed: 'type.ResultConfirmed',
  ResultDisputed: 'type.ResultDisputed',
  ClockStarted: 'type.ClockStarted',
  ClockPaused: 'type.ClockPaused',
  ClockResumed: 'type.ClockResumed',
  ClockExtended: 'type.ClockExtended',
  RoundClockSet: 'type.RoundClockSet',
} as const;

/** An event's kind in a word or two ("Order", "Dice"); one the app does not know, by its name in the stream. */
export function eventTypeName(type: string, t: TFunction): string {
  return Object.hasOwn(TYPES, type) ? t(TYPES[type as keyof typeof TYPES], { ns: 'replay' }) : type;
}

/**
 * An event as the list of all of them says it, with no state at hand. A game with a board of its
 * own may need the state an order was given in to describe it (a card by its name), so the list
 * names only who ordered; the event shown says the rest. The neutral words need no state.
 */
export function listWords(
  event: Pick<ReplayEvent, 'type' | 'data'>,
  ui: GameUi,
  ownBoard: boolean,
  players: readonly SeatView[],
  t: TFunction,
): string {
  if (ownBoard && event.type === 'OrderIssued') {
    const side = text(asData(event.data).side);
    if (side) return t('list.order', { ns: 'replay', side: sideOf(ui, side, t) });
  }
  return eventWords(event, ui, null, players, t);
}
