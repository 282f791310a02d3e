import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { outcomeOf, scoreLines, type GameView } from '../../lib/competitionGames';
import { scoreName } from '../../lib/scoreNames';

const STATUS = {
  open: 'game.status.open',
  reported: 'game.status.reported',
  disputed: 'game.status.disputed',
  settled: 'game.status.settled',
} as const;

/** A game's state in a word: still played, reported, disputed or settled. */
export function GameStatus({ status }: { status: string }) {
  const { t } = useTranslation('public');
  const key = Object.hasOwn(STATUS, status) ? STATUS[status as keyof typeof STATUS] : null;
  return <span className={`game-status game-status--${key ? status : 'other'}`}>{key ? t(key) : status}</span>;
}

/** A settled game's result in words ("Anna Nowak won"), with its scores side by side; a dash before. */
export function GameResult({ game, scoreOrder }: { game: GameView; scoreOrder?: readonly string[] }) {
  const { t } = useTranslation('public');
  const format = useFormat();
  const outcome = outcomeOf(game);
  if (!outcome) return <span className="muted game-result--none">—</span>;
  const text =
    outcome.kind === 'bye'
      ? t('game.result.bye')
      : outcome.kind === 'draw'
        ? t('game.result.draw')
        : outcome.kind === 'gameLoss'
          ? t('game.result.gameLoss', { winner: outcome.winner })
          : t('game.result.won', { winner: outcome.winner });
  const lines = scoreLines(game, scoreOrder);
  return (
    <>
      <span className="game-result">{text}</span>
      {lines.length > 0 ? (
        <span className="game-scores">
          {lines.map((l) => (
            <span key={l.name}>
              {t('game.scoreLine', {
                name: scoreName(t, l.name),
                a: l.a === null ? '–' : format.number(l.a),
                b: l.b === null ? '–' : format.number(l.b),
              })}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
