import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameUi } from '../../boards';
import { useDocumentTitle } from '../../components/Status';
import { useGameName } from '../../lib/games';
import type { ReplayMatchQuery } from '../../gql/graphql';
import { DiceVerification } from './DiceVerification';
import { diceBadge, serverRollsIn, viewerSideOf, viewKindOf, type ReplayEvent } from './replayState';

/**
 * The replay's head: the way to the match itself, who played whom (and which side), the game and
 * its version, whose view the reader gets, and the verdict on the server's dice.
 */
export function ReplayHeader({
  match,
  ui,
  events,
}: {
  match: NonNullable<ReplayMatchQuery['match']>;
  ui: GameUi;
  events: readonly ReplayEvent[];
}) {
  const { t } = useTranslation('replay');
  const { t: tAll } = useTranslation();
  const gameName = useGameName();
  const playersLine = match.players.map((p) => `${p.name} (${ui.sideName(p.side, tAll)})`).join(` ${t('event.against')} `);
  const title = t('documentTitle', { players: playersLine });
  useDocumentTitle(title);
  const viewerSide = viewerSideOf(match.viewedAs);
  const viewKind = viewKindOf(match.viewedAs);
  const badge = diceBadge({ serverSeedCommitment: match.serverSeedCommitment, verification: match.verification, events });
  return (
    <>
      <p className="replay__crumb">
        <Link to={`/matches/${encodeURIComponent(match.id)}`}>{t('toMatch')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="lead">
        {t('game', { game: gameName(match.ruleset.id), version: match.ruleset.version })}.{' '}
        {viewKind === 'player' && viewerSide
          ? t('viewedAs.player', { side: ui.sideName(viewerSide, tAll) })
          : viewKind === 'organiser'
            ? t('viewedAs.organiser')
            : t('viewedAs.public')}
      </p>
      {badge && match.serverSeedCommitment ? (
        <DiceVerification
          badge={badge}
          commitment={match.serverSeedCommitment}
          revealedSeed={match.revealedSeed ?? null}
          verification={match.verification ?? null}
          serverRollsSoFar={serverRollsIn(events)}
        />
      ) : null}
    </>
  );
}
