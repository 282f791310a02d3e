import type { i18n as I18n, TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameUi, SeatView } from '../../boards/types';
import { createI18n } from '../../i18n';
import { durationWords, eventTypeName, eventWords, listWords } from './eventWords';
import {
  diceBadge,
  mergeEvents,
  playFrom,
  positionFrom,
  refusalOf,
  serverRollsIn,
  viewerSideOf,
  viewKindOf,
  type ReplayEvent,
} from './replayState';

let en: I18n;
let pl: I18n;
beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

const players: SeatView[] = [
  { side: 'moloch', name: 'Anna Nowak' },
  { side: 'outpost', name: 'Bartek Lis' },
];

/** A game without words of its own, as the neutral board says it: sides by their ids, an order by its fields, no state needed. */
const plain: GameUi = {
  Board: () => null,
  sideName: (side) => side,
  describeOrder: (order) =>
    `${order.type}: ${Object.entries(order)
      .filter(([k]) => k !== 'type')
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ')}`,
  describePending: (pending) => pending.prompt,
};

/**
 * A game with words of its own, as a board module gives them: sides by name, and orders read
 * against the state they were given in (here: the state names the card, the order only its id).
 */
const konwojLike: GameUi = {
  ...plain,
  sideName: (side) => ({ moloch: 'Moloch', outpost: 'Outpost' })[side] ?? side,
  describeOrder: (order, state) => {
    const cards = (state as { cards?: Record<string, string> } | null)?.cards ?? {};
    return `Play ${cards[String(order.card)] ?? 'a card'} into ${String(order.into)}`;
  },
};

const event = (type: string, data: unknown): Pick<ReplayEvent, 'type' | 'data'> => ({ type, data });
const words = (type: string, data: unknown, t: TFunction = en.t, ui: GameUi = konwojLike, state: unknown = null) =>
  eventWords(event(type, data), ui, state, players, t);

describe('an event in words', () => {
  it('sets the match up with every player and their side, and says who rolls the dice', () => {
    const created = {
      matchId: 'm',
      ruleset: { id: 'konwoj', version: '1.0.0' },
      players,
      setup: {},
      dice: 'server',
      serverSeedCommitment: 'ab',
    };
    expect(words('MatchCreated', created)).toBe(
      'The match is set up: Anna Nowak (Moloch) against Bartek Lis (Outpost). The server rolls the dice, from a seed it committed to in advance.',
    );
    expect(words('MatchCreated', { ...created, dice: 'reported' }, pl.t)).toBe(
      'Mecz przygotowany: Anna Nowak (Moloch) przeciw Bartek Lis (Outpost). Kośćmi rzuca się przy stole, a wyniki się zgłasza.',
    );
    // A set-up whose data names no seats falls back on the match's players.
    expect(words('MatchCreated', {})).toBe('The match is set up: Anna Nowak (Moloch) against Bartek Lis (Outpost).');
  });

  it('gives an order by the side and the game’s words for it, read against the state before it', () => {
    const order = { side: 'moloch', order: { type: 'playUnit', card: 'M21', into: 'Iron Gate' } };
    expect(words('OrderIssued', order, en.t, konwojLike, { cards: { M21: 'Hunter (M21)' } })).toBe(
      'Moloch: Play Hunter (M21) into Iron Gate',
    );
    // A game without words of its own: the neutral ones, which need no state.
    expect(words('OrderIssued', order, en.t, plain)).toBe('moloch: playUnit: card M21, into Iron Gate');
  });

  it('says who rolled what, for which purpose, by the server or at the table', () => {
    const roll = {
      side: 'moloch',
      purpose: 'attack roll',
      dice: [
        { sides: 6, value: 4 },
        { sides: 6, value: 2 },
        { sides: 20, value: 17 },
      ],
      source: 'reported',
    };
    expect(words('DiceRolled', roll)).toBe('Moloch rolled 4 and 2 on d6 and 17 on d20 (attack roll). Rolled at the table and reported.');
    expect(words('DiceRolled', { ...roll, source: 'server', nonce: 3, commitment: 'cd' }, pl.t)).toBe(
      'Moloch: rzut 4 i 2 na k6 i 17 na k20 (attack roll). Rzucał serwer.',
    );
    const colours = {
      side: null,
      purpose: 'shooting',
      dice: [
        { sides: 6, value: 5, colour: 'red' },
        { sides: 6, value: 5, colour: 'red' },
        { sides: 6, value: 1, colour: 'white' },
      ],
      source: 'server',
    };
    expect(words('DiceRolled', colours)).toBe('Rolled 5 (red), 5 (red), and 1 (white) on d6 (shooting). Rolled by the server.');
  });

  it('counts many dice at once (a shuffle) and lists their values in order', () => {
    const shuffle = {
      side: null,
      purpose: 'shuffle the Moloch deck',
      dice: [7, 6, 5, 4, 3, 2, 1].map((v, i) => ({ sides: 9 - i, value: v })),
      source: 'server',
    };
    expect(words('DiceRolled', shuffle)).toBe(
      'Rolled 7 dice showing 7, 6, 5, 4, 3, 2, and 1 (shuffle the Moloch deck). Rolled by the server.',
    );
    expect(words('DiceRolled', shuffle, pl.t)).toBe(
      'Rzut: 7 kości, wyniki: 7, 6, 5, 4, 3, 2 i 1 (shuffle the Moloch deck). Rzucał serwer.',
    );
  });

  it('shows no dice of a server roll the reader may not see', () => {
    const hidden = { side: 'outpost', purpose: 'shuffle the Outpost deck', dice: [], source: 'server', nonce: 1, commitment: 'ef' };
    expect(words('DiceRolled', hidden)).toBe('Outpost had the server roll (shuffle the Outpost deck); its dice are hidden from you.');
    expect(words('DiceRolled', { ...hidden, side: null }, pl.t)).toBe(
      'Rzut serwera (shuffle the Outpost deck); jego kości są przed tobą ukryte.',
    );
    expect(words('DiceRolled', { ...hidden, source: 'reported', purpose: '' })).toBe(
      'Outpost reported a roll with no dice (the roll the match asked for).',
    );
  });

  it('says who conceded, and whose time ran out', () => {
    expect(words('MatchConceded', { side: 'outpost' })).toBe('Outpost concedes the match.');
    expect(words('MatchConceded', { side: 'outpost' }, pl.t)).toBe('Outpost poddaje mecz.');
    expect(words('TimeExpired', { clock: 'match' })).toBe("The match's time limit ran out.");
    expect(words('TimeExpired', { clock: 'round', side: null })).toBe("The round's time ran out.");
    expect(words('TimeExpired', { clock: 'player', side: 'moloch' })).toBe('The chess clock of Moloch ran out.');
    expect(words('TimeExpired', { clock: 'player' })).toBe("A player's chess clock ran out.");
    expect(words('OutOfTime', { side: 'moloch' })).toBe(
      'Moloch is out of time: they still roll the dice the match asks of them, but give no more orders.',
    );
  });

  it('reports, confirms and disputes a result from the table', () => {
    const report = {
      side: 'moloch',
      winner: 'moloch',
      draw: false,
      scores: { moloch: { victoryPoints: 12, unknownScore: 1500 }, outpost: { victoryPoints: 9 } },
    };
    expect(words('ResultReported', report)).toBe(
      'Moloch reports the result: Moloch won. Scores: Moloch: Victory points 12, Unknown score 1,500; Outpost: Victory points 9.',
    );
    expect(words('ResultReported', { side: null, winner: null, draw: true }, pl.t)).toBe('Organizator zgłasza wynik: remis.');
    expect(words('ResultReported', { ...report, scores: undefined }, pl.t)).toBe('Moloch zgłasza wynik: wygrywa Moloch.');
    expect(words('ResultConfirmed', { side: 'outpost' })).toBe('Outpost confirms the result.');
    expect(words('ResultConfirmed', { side: null })).toBe('The organiser confirms the result.');
    expect(words('ResultDisputed', { side: 'outpost', reason: 'the scores are swapped' })).toBe(
      'Outpost disputes the result: the scores are swapped',
    );
  });

  it('follows the clocks: started, stopped, running again, time given, the round’s clock', () => {
    expect(words('ClockStarted', { reason: null })).toBe('The clocks start.');
    expect(words('ClockStarted', { reason: 'round 2 begins' })).toBe('The clocks start: round 2 begins');
    expect(words('ClockPaused', { by: 'player', side: 'outpost', reason: 'a rules question' })).toBe(
      'Outpost stops the clocks and calls the organiser: a rules question',
    );
    expect(words('ClockPaused', { by: 'organiser', side: null, reason: 'lunch' })).toBe('The organiser stops the clocks: lunch');
    expect(words('ClockResumed', { reason: 'ruled' })).toBe('The clocks run again: ruled');
    expect(words('ClockResumed', {})).toBe('The clocks run again.');
    expect(words('ClockExtended', { clock: 'match', side: null, ms: 300_000, reason: 'late start' })).toBe(
      'The organiser gives the match 5 minutes more: late start',
    );
    expect(words('ClockExtended', { clock: 'player', side: 'moloch', ms: 90_000, reason: 'slow judge' }, pl.t)).toBe(
      'Organizator dodaje 1 minuta 30 sekund na zegarze strony Moloch: slow judge',
    );
    const round = { competitionId: 'c', round: 3, version: 7, running: true, dueAt: '2026-04-01T12:00:00Z', remainingMs: 3_720_000 };
    expect(words('RoundClockSet', round)).toBe('Round 3 clock for this table: running, 1 hour 2 minutes left.');
    expect(words('RoundClockSet', { ...round, running: false, dueAt: null }, pl.t)).toBe(
      'Zegar rundy 3 przy tym stole: zatrzymany, zostało 1 godzina 2 minuty.',
    );
  });

  it('reveals the dice seed, naming it only to a reader who gets it', () => {
    expect(words('ServerSeedRevealed', { seed: '(hidden)' })).toBe(
      'The match is over: the server reveals its dice seed, against which any server roll can be checked.',
    );
    expect(words('ServerSeedRevealed', { seed: 'a1b2' })).toBe(
      'The match is over: the server reveals its dice seed, a1b2, against which any server roll can be checked.',
    );
  });

  it('falls back on the event’s type and data, compact, for what it cannot read', () => {
    expect(words('SomethingNew', { a: 1 })).toBe('Event SomethingNew: {"a":1}');
    expect(words('OrderIssued', { side: 'moloch' })).toBe('Event OrderIssued: {"side":"moloch"}');
    expect(words('MatchConceded', null, pl.t)).toBe('Zdarzenie MatchConceded: null');
  });

  it('has a word for every kind of event of the stream', () => {
    const kinds = [
      'MatchCreated',
      'OrderIssued',
      'DiceRolled',
      'MatchConceded',
      'TimeExpired',
      'ServerSeedRevealed',
      'ResultReported',
      'ResultConfirmed',
      'ResultDisputed',
      'ClockStarted',
      'ClockPaused',
      'ClockResumed',
      'ClockExtended',
      'RoundClockSet',
      'OutOfTime',
    ];
    for (const kind of kinds) expect(eventTypeName(kind, pl.t)).not.toBe(kind);
    expect(eventTypeName('DiceRolled', en.t)).toBe('Dice');
    expect(eventTypeName('SomethingNew', en.t)).toBe('SomethingNew');
  });
});

describe('the list of events', () => {
  it('names who ordered for a game whose words need the state, and says the rest as the event does', () => {
    const order = event('OrderIssued', { side: 'moloch', order: { type: 'playUnit', card: 'M21', into: 'Iron Gate' } });
    expect(listWords(order, konwojLike, true, players, en.t)).toBe('Moloch gives an order');
    expect(listWords(order, plain, false, players, en.t)).toBe('moloch: playUnit: card M21, into Iron Gate');
    expect(listWords(event('MatchConceded', { side: 'moloch' }), konwojLike, true, players, pl.t)).toBe('Moloch poddaje mecz.');
  });
});

describe('a length of time', () => {
  it('counts hours, minutes and seconds in each language’s plural forms', () => {
    expect(durationWords(0, en.t)).toBe('0 seconds');
    expect(durationWords(61_000, en.t)).toBe('1 minute 1 second');
    expect(durationWords(2 * 3_600_000 + 5 * 60_000, pl.t)).toBe('2 godziny 5 minut');
    expect(durationWords(22 * 60_000, pl.t)).toBe('22 minuty');
  });
});

describe('where the replay stands', () => {
  it('opens at the event the address names, within the stream', () => {
    expect(positionFrom(null, 40)).toBe(1);
    expect(positionFrom('12', 40)).toBe(12);
    expect(positionFrom('99', 40)).toBe(40);
    expect(positionFrom('0', 40)).toBe(1);
    expect(positionFrom('-3', 40)).toBe(1);
    expect(positionFrom('2.5', 40)).toBe(1);
    expect(positionFrom('last', 40)).toBe(1);
    expect(positionFrom('3', 0)).toBe(0);
  });

  it('plays from the start again once it stands at the end', () => {
    expect(playFrom(40, 40)).toBe(1);
    expect(playFrom(12, 40)).toBe(12);
  });

  it('reads whose view the reader gets', () => {
    expect(viewerSideOf('player:moloch')).toBe('moloch');
    expect(viewerSideOf('organiser')).toBeNull();
    expect(viewerSideOf('public')).toBeNull();
    expect(viewerSideOf('player:')).toBeNull();
    expect(viewKindOf('player:outpost')).toBe('player');
    expect(viewKindOf('organiser')).toBe('organiser');
    expect(viewKindOf('public')).toBe('public');
  });

  it('gathers pages of events in order, each once', () => {
    const e = (number: number): ReplayEvent => ({ number, type: 'OrderIssued', data: {}, recordedAt: '2026-04-01T12:00:00Z' });
    expect(mergeEvents([e(3), e(1)], [e(2), e(3)], []).map((x) => x.number)).toEqual([1, 2, 3]);
  });
});

describe('the dice badge', () => {
  const roll = (source: string): ReplayEvent => ({ number: 2, type: 'DiceRolled', data: { source, dice: [] }, recordedAt: '' });
  it('gives the verdict once the seed is revealed', () => {
    expect(diceBadge({ serverSeedCommitment: 'ab', verification: { verified: true, serverRolls: 4 }, events: [] })).toBe('verified');
    expect(diceBadge({ serverSeedCommitment: 'ab', verification: { verified: false, serverRolls: 4 }, events: [] })).toBe('mismatch');
  });

  it('waits for the seed while there are server rolls to check', () => {
    expect(diceBadge({ serverSeedCommitment: 'ab', verification: null, events: [roll('server')] })).toBe('notRevealed');
    expect(serverRollsIn([roll('server'), roll('reported'), roll('server')])).toBe(2);
  });

  it('says nothing for a match without server dice', () => {
    expect(diceBadge({ serverSeedCommitment: null, verification: null, events: [roll('server')] })).toBeNull();
    expect(diceBadge({ serverSeedCommitment: 'ab', verification: null, events: [roll('reported')] })).toBeNull();
    expect(diceBadge({ serverSeedCommitment: 'ab', verification: { verified: true, serverRolls: 0 }, events: [] })).toBeNull();
  });
});

describe('a refusal', () => {
  it('tells a match the reader may not see from one that is not there, and leaves other trouble alone', () => {
    expect(refusalOf([{ extensions: { code: 'FORBIDDEN', reason: 'NOT_PUBLISHED' } }])).toBe('forbidden');
    expect(refusalOf([{ extensions: { code: 'NOT_FOUND' } }])).toBe('notFound');
    expect(refusalOf([{ extensions: { code: 'VALIDATION', field: 'id' } }])).toBe('notFound');
    expect(refusalOf([{ extensions: { code: 'INTERNAL' } }, { extensions: null }])).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});
