import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../format';
import { scoreLines, type Outcome } from './games';
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
  const { t, i18n } = useTranslation('results');
  const lines = scoreLines(scores, game);
  if (lines.length === 0) return null;
  const value = (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language));
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

const RESULT_SOURCES = ['engine', 'confirmed', 'organiser', 'game-loss', 'bye'] as const;

/** How a settled result came to be: confirmed by the opponent, the organiser's ruling, a game loss… */
export function ResultSource({ by }: { by: string }) {
  const { t } = useTranslation('results');
  const known = (RESULT_SOURCES as readonly string[]).includes(by) ? (by as (typeof RESULT_SOURCES)[number]) : null;
  if (!known) return <span className="result-source">{by}</span>;
  const key = ({ engine: 'engine', confirmed: 'confirmed', organiser: 'organiser', 'game-loss': 'gameLoss', bye: 'bye' } as const)[known];
  return <span className="result-source">{t(`resultSource.${key}`)}</span>;
}
