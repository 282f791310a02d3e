import { isViolation, type RuleViolation } from '@app/rules';
import type { CompetitionActor, CompetitionCommand, CreateCompetition } from '../competition/commands';
import { decide, decideCreate } from '../competition/decide';
import type { CompetitionEvent, Format } from '../competition/events';
import { applyAll, replayCompetition } from '../competition/fold';
import type { RulesetLookup } from '../competition/games';
import type { CompetitionState } from '../competition/state';

export const ORGANISER: CompetitionActor = { kind: 'organiser' };

/** A competition created for a test: the organiser's choices with a test's defaults; its game read in `rulesets`. */
export function createdCompetition(
  format: Format,
  rulesets: RulesetLookup,
  more: Partial<CreateCompetition> = {},
): { state: CompetitionState; events: CompetitionEvent[] } {
  const decided = decideCreate(
    {
      type: 'create',
      competitionId: '00000000-0000-4000-8000-000000000001',
      kind: format.kind === 'league' ? 'league' : 'tournament',
      name: 'Test event',
      rulesetId: 'solaris7',
      organiserId: 'olga',
      published: true,
      rated: true,
      format,
      scoring: { win: 3, draw: 1, loss: 0, bye: 3 },
      ...more,
    },
    rulesets,
  );
  if (isViolation(decided)) throw new Error(decided.toString());
  return { state: replayCompetition(decided), events: decided };
}

/**
 * Drives a competition by commands for a test: keeps the events, fails loudly on an unexpected
 * refusal, and checks that an expected one changes nothing. Its game is read in `rulesets`.
 */
export class CompetitionDriver {
  events: CompetitionEvent[];
  state: CompetitionState;

  constructor(
    start: { state: CompetitionState; events: CompetitionEvent[] },
    readonly rulesets: RulesetLookup,
  ) {
    this.events = [...start.events];
    this.state = start.state;
  }

  try(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): CompetitionEvent[] | RuleViolation {
    const decided = decide(this.state, command, actor, this.rulesets);
    if (!isViolation(decided)) {
      this.events.push(...decided);
      this.state = applyAll(this.state, decided);
    }
    return decided;
  }

  run(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): CompetitionEvent[] {
    const decided = this.try(command, actor);
    if (isViolation(decided)) throw new Error(`refused: ${decided.toString()} (${decided.code})`);
    return decided;
  }

  /** The refusal's code, checking that nothing changed. */
  refused(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): string {
    const before = this.state;
    const json = JSON.stringify(before);
    const decided = this.try(command, actor);
    if (!isViolation(decided)) throw new Error(`expected a refusal of ${command.type}, got ${JSON.stringify(decided)}`);
    if (this.state !== before || JSON.stringify(this.state) !== json)
      throw new Error(`the refusal of ${command.type} changed the competition`);
    return decided.code;
  }
}
