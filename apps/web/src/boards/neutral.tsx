import { useTranslation } from 'react-i18next';
import type { BoardProps, GameUi } from './types';

/**
 * A game without a board of its own: the reader's view of the state as it is, laid out as a
 * tree of facts, so nothing the API sends is lost until the game's own board is drawn.
 */
function NeutralBoard({ state }: BoardProps) {
  const { t } = useTranslation('match');
  return (
    <section className="board board--neutral" aria-label={t('board.neutral')}>
      <pre className="board__state" tabIndex={0} aria-label={t('board.neutral')}>
        {JSON.stringify(state, null, 2)}
      </pre>
    </section>
  );
}

const words = (order: Record<string, unknown>) =>
  Object.entries(order)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');

export const neutralUi: GameUi = {
  Board: NeutralBoard,
  sideName: (side) => side,
  describeOrder: (order) => {
    const rest = words(order);
    return rest ? `${order.type}: ${rest}` : order.type;
  },
  describePending: (pending) => pending.prompt,
};
