import type { ResultEvent } from './events';
import type { Actor, Outcome, ScoreSpec } from './ruleset';
import { checkScores } from './scores';
import { violation, type RuleViolation } from './violation';

/**
 * A result reported from the table. Matches played on paper (or finished there) end this way
 * instead of through the ruleset: one player reports, the opponent confirms or disputes, the
 * organiser's word settles it. The kernel keeps this, because it is the same for every game.
 */
export interface ReportedResult {
  /** The side that reported, or null when the organiser did. */
  by: string | null;
  winner: string | null;
  draw: boolean;
  scores: Record<string, Record<string, number>>;
  status: 'reported' | 'confirmed' | 'disputed';
  disputeReason: string | null;
}

/**
 * Checks a result event against the current report; `sides` are the match's seated sides and
 * `scores` the ruleset's declared scores (undefined: it declares none), against which a report's
 * scores are checked (`checkScores`, the same rule as a competition's).
 */
export function decideResult(
  report: ReportedResult | null,
  event: ResultEvent,
  actor: Actor,
  sides: string[],
  scores?: readonly ScoreSpec[],
): ResultEvent[] | RuleViolation {
  const side = event.data.side;
  if (actor.kind === 'player' && side !== actor.side) {
    return violation('result', `you play side ${actor.side} and cannot speak for side ${String(side)}`, 'NOT_YOUR_SIDE');
  }
  if (actor.kind !== 'player' && side !== null && event.type !== 'ResultDisputed') {
    return violation('result', 'only the players name their side when reporting or confirming', 'NOT_YOUR_SIDE');
  }
  if (side !== null && !sides.includes(side)) return violation('result', `unknown side "${side}"`, 'UNKNOWN_SIDE');
  if (report?.status === 'confirmed') return violation('result', 'the result is already settled', 'RESULT_SETTLED');
  switch (event.type) {
    case 'ResultReported': {
      const { winner, draw } = event.data;
      if (draw === (winner !== null)) {
        return violation('result', 'a result names a winner or is a draw, not both and not neither', 'BAD_RESULT');
      }
      if (winner !== null && !sides.includes(winner)) return violation('result', `unknown winner "${winner}"`, 'UNKNOWN_SIDE');
      const bad = checkScores(scores, event.data.scores, sides);
      if (bad) return bad;
      if (report && side !== null && report.status === 'reported') {
        return violation('result', 'a result is already reported: confirm or dispute it', 'RESULT_PENDING');
      }
      return [event];
    }
    case 'ResultConfirmed':
      if (!report) return violation('result', 'there is no reported result to confirm', 'NO_REPORT');
      if (side !== null && report.by === side) {
        return violation('result', 'the opponent, not the reporter, confirms a reported result', 'OWN_REPORT');
      }
      if (side !== null && report.status === 'disputed') {
        return violation('result', 'the result is disputed: the organiser rules on it', 'RESULT_DISPUTED');
      }
      return [event];
    case 'ResultDisputed':
      if (!report) return violation('result', 'there is no reported result to dispute', 'NO_REPORT');
      if (report.by === side) return violation('result', 'the reporter cannot dispute their own report', 'OWN_REPORT');
      if (report.by === null) return violation('result', "the organiser's result stands; appeal to them", 'RESULT_SETTLED');
      return [event];
  }
}

export function evolveResult(report: ReportedResult | null, event: ResultEvent): ReportedResult | null {
  switch (event.type) {
    case 'ResultReported':
      return {
        by: event.data.side,
        winner: event.data.winner,
        draw: event.data.draw,
        scores: event.data.scores ?? {},
        status: event.data.side === null ? 'confirmed' : 'reported',
        disputeReason: null,
      };
    case 'ResultConfirmed':
      return report && { ...report, status: 'confirmed' };
    case 'ResultDisputed':
      return report && { ...report, status: 'disputed', disputeReason: event.data.reason };
  }
}

/** The outcome of a settled report; the engine's own scores are kept unless the report names them. */
export function reportedOutcome(report: ReportedResult, engine: Outcome): Outcome {
  const loser = (side: string) => !report.draw && report.winner !== side;
  return {
    finished: true,
    winner: report.winner,
    draw: report.draw,
    reason: report.by === null ? 'result set by the organiser' : 'reported result',
    sides: engine.sides.map((s) => ({
      side: s.side,
      result: report.draw ? 'draw' : loser(s.side) ? 'loss' : 'win',
      scores: { ...s.scores, ...report.scores[s.side] },
    })),
  };
}
