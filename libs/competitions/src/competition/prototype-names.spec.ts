import fc from 'fast-check';
import { isViolation } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition, ORGANISER } from '../testing/driver';
import type { CompetitionCommand } from './commands';
import { decide } from './decide';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

/** Names every JavaScript object answers to: as a game or player id they must name nothing. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype', 'valueOf', 'isPrototypeOf'];

/** A Swiss of four with its first round started, so every result command has a target. */
function started(): CompetitionDriver {
  const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, RULESETS), RULESETS);
  for (const id of ['p1', 'p2', 'p3', 'p4'])
    t.run({ type: 'register', playerId: id, name: id.toUpperCase(), accountId: null, club: null, seed: null });
  t.run({ type: 'pairRound', repair: false });
  t.run({ type: 'startRound', round: 1, ids: [] });
  return t;
}

/** Every command that names a game or a player chosen by the client. */
const commands = (name: string): CompetitionCommand[] =>
  [
    { type: 'report', game: name, winner: null, draw: true, scores: {}, reason: 'x' },
    { type: 'confirm', game: name },
    { type: 'dispute', game: name, reason: 'x' },
    { type: 'issueGameLoss', game: name, playerId: 'p1', reason: 'x' },
    { type: 'issueGameLoss', game: 'r1-1', playerId: name, reason: 'x' },
    { type: 'recordEngineResult', game: name, matchId: 'm', winner: null, draw: true, reason: null, scores: {} },
    { type: 'adjustPoints', playerId: name, round: null, points: 1, reason: 'x' },
    { type: 'drop', playerId: name, reason: 'x' },
  ] as CompetitionCommand[];

describe('game and player ids that are names every object has', () => {
  it('name no game and no player: each command is refused and appends nothing that could break a read', () => {
    const t = started();
    fc.assert(
      fc.property(fc.constantFrom(...PROTOTYPE_NAMES), fc.nat(commands('x').length - 1), (name, i) => {
        const decided = decide(t.state, commands(name)[i], ORGANISER, RULESETS);
        return isViolation(decided) && ['UNKNOWN_GAME', 'NOT_IN_EVENT', 'NOT_IN_GAME', 'UNKNOWN_PLAYER'].includes(decided.code);
      }),
      { numRuns: 200 },
    );
  });
});
