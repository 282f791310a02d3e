import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { scoreLines, settlementOf, type GameLike, type Outcome } from './games';
import { scoreLabel } from './tieBreakHelp';

/** A game's two players by id and name, as every result line needs them. */
export interface Pairing {
  a: string;
  aName: string;
  b?: string | null;
  bName?: string | null;
}

export function nameIn(game: Pairing, playerId: string | null | undefined): string {
  if (playerId === game.a) return game.aName;
  if (playerId != null && playerId === game.b) return game.bName ?? playerId;
  return playerId ?? '';
}

/** "Anna Nowak won" or "Draw". */
export function OutcomeText({ outcome, game }: { outcome: Outcome; game: Pairing }) {
  const { t } = useTranslation('results');
  return <>{outcome.draw ? t('outcome.draw') : t('outcome.won', { name: nameIn(game, outcome.winner) })}</>;
}

/** The game scores of a result or a report, one line a score: "Reputation: 80 – 0" (first player, then second). */
export function ScoreLines({ scores, game }: { scores: unknown; game: Pairing }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const lines = scoreLines(scores, game);
  if (lines.length === 0) return null;
  const value = (v: number | null) => (v === null ? '—' : format.number(v));
  return (
    <ul className="score-lines" aria-label={t('outcome.scoresOf', { a: game.aName, b: game.bName ?? '' })}>
      {lines.map((l) => (
        <li key={l.name}>
          {scoreLabel(t, l.name)}: {value(l.a)} – {value(l.b)}
        </li>
      ))}
    </ul>
  );
}

/**
 * How a settled result came to be, after the outcome and set apart from it ("Draw — reported by
 * Anna Nowak, accepted by the organiser"): the engine's result, confirmed by the opponent, accepted
 * or ruled or entered by the organiser, a game loss, a bye (games.ts `settlementOf`).
 */
export function ResultSource({ game }: { game: Pairing & Pick<GameLike, 'report' | 'result' | 'b'> }) {
  const { t } = useTranslation('results');
  const how = settlementOf(game);
  const reporter = nameIn(game, game.report?.by);
  const text = how === null ? (game.result?.by ?? '') : t(`resultSource.${how}`, { reporter });
  return <span className="result-source">{text}</span>;
}
