import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Status';
import { Button } from '../../../components/ui';
import { useFormat } from '../../../lib/format';
import { auditDetails, isKnownEventType, readActor, type AuditDetail } from './audit';
import { AuditPageQuery } from '../api/results';
import { scoreLabel } from './tieBreakHelp';

/** Entries read at a time: a busy event has hundreds, and the organiser looks for one. */
const PAGE = 50;

/** What the trail needs to put names on ids: players, games, the organiser's account. */
export interface AuditNames {
  organiserId: string;
  /** The signed-in account: "you" rather than a name. */
  me: string | null;
  player: (playerId: string) => string | null;
  /** A player by their account, for an account that acted as a player. */
  account: (accountId: string) => string | null;
  /** "Round 2, table 3" for a game id; null for a game the page does not know. */
  /** A game by its key in the event (r1-1), as the stored events name it. */
  game: (gameKey: string) => { round: number; table: number } | null;
}

/**
 * The audit trail: every event of the competition with who did it, when (in the reader's
 * locale), and the facts that matter — oldest first, as the API pages it, with more read on
 * request. Rulings, overrides, adjustments, swaps and round clocks carry their reasons.
 */
export function AuditTrail({ competitionId, version, names }: { competitionId: string; version: number; names: AuditNames }) {
  const { t } = useTranslation('results');
  // Each page is read from the cursor the page before it ended at; null is the first.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <section aria-labelledby="audit-title" className="results-panel">
      <h3 id="audit-title">{t('audit.title')}</h3>
      <p className="note">{t('audit.intro')}</p>
      <ol className="audit">
        {cursors.map((after, i) => (
          <AuditPage
            key={after ?? 'first'}
            competitionId={competitionId}
            after={after}
            // The last page read is the one new events land on: it is read again when the event moves on.
            version={i === cursors.length - 1 ? version : null}
            names={names}
            onMore={i === cursors.length - 1 ? (cursor) => setCursors((list) => [...list, cursor]) : null}
          />
        ))}
      </ol>
    </section>
  );
}

function AuditPage({
  competitionId,
  after,
  version,
  names,
  onMore,
}: {
  competitionId: string;
  after: string | null;
  version: number | null;
  names: AuditNames;
  onMore: ((cursor: string) => void) | null;
}) {
  const { t } = useTranslation('results');
  const [{ data, error, fetching }, reexecute] = useQuery({ query: AuditPageQuery, variables: { id: competitionId, first: PAGE, after } });
  // The version this page was last read at: a newer one means new entries may belong on it.
  const readAt = useRef(version);
  useEffect(() => {
    if (version !== null && readAt.current !== null && version > readAt.current) reexecute({ requestPolicy: 'network-only' });
    readAt.current = version;
  }, [version, reexecute]);
  const audit = data?.competition?.audit;
  if (!audit) {
    return <li className="audit__more">{error && !fetching ? <ErrorNotice error={error} /> : <Loading />}</li>;
  }
  const endCursor = audit.pageInfo.endCursor;
  return (
    <>
      {audit.edges.map(({ node }) => (
        <AuditEntry key={node.number} entry={node} names={names} />
      ))}
      {onMore && audit.pageInfo.hasNextPage && endCursor ? (
        <li className="audit__more">
          <Button onPress={() => onMore(endCursor)}>
            {t('audit.more', { shown: audit.edges.at(-1)?.node.number ?? 0, total: audit.totalCount })}
          </Button>
        </li>
      ) : null}
    </>
  );
}

interface Entry {
  number: number;
  type: string;
  actor: unknown;
  accountId?: string | null;
  recordedAt: string;
  data: unknown;
}

function AuditEntry({ entry, names }: { entry: Entry; names: AuditNames }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const actor = readActor(entry.actor);
  const who = (() => {
    switch (actor.kind) {
      case 'organiser': {
        // A player registering themself acts with the organiser's rights, from their own account.
        const player = entry.accountId && entry.accountId !== names.organiserId ? names.account(entry.accountId) : null;
        if (player) return t('audit.actor.player', { name: player });
        return entry.accountId && entry.accountId === names.me ? t('audit.actor.organiserYou') : t('audit.actor.organiser');
      }
      case 'player':
        return t('audit.actor.player', { name: names.player(actor.playerId) ?? actor.playerId });
      case 'server':
        return t('audit.actor.server');
      default:
        return entry.accountId ? (names.account(entry.accountId) ?? entry.accountId) : t('audit.actor.unknown');
    }
  })();
  const details = auditDetails(entry.type, entry.data);
  return (
    <li className="audit__entry">
      <div className="audit__head">
        <span className="audit__type">{isKnownEventType(entry.type) ? t(`auditType.${entry.type}`) : entry.type}</span>
        <time dateTime={entry.recordedAt} className="audit__time">
          {format.dateTime(entry.recordedAt)}
        </time>
      </div>
      <p className="audit__who">
        {t('audit.by', { who })} <span className="audit__number">{t('audit.number', { number: entry.number })}</span>
      </p>
      {details.length > 0 ? (
        <dl className="audit__details">
          {details.map((d, i) => (
            <div key={`${d.key}-${i}`}>
              <dt>{t(`audit.detail.${d.key}`)}</dt>
              <dd>
                <DetailValue detail={d} names={names} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function DetailValue({ detail, names }: { detail: AuditDetail; names: AuditNames }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const number = (v: number) => format.number(v);
  switch (detail.key) {
    case 'name':
    case 'reason':
    case 'view':
    case 'season':
    case 'version':
      return <>{detail.text}</>;
    case 'player':
    case 'winner':
    case 'reportedBy':
      return <>{names.player(detail.playerId) ?? detail.playerId}</>;
    case 'points':
      return <>{detail.value > 0 ? `+${number(detail.value)}` : number(detail.value)}</>;
    case 'minutes':
      return <>{t('audit.minutes', { count: detail.value })}</>;
    case 'round':
    case 'afterRound':
    case 'games':
    case 'breaches':
      return <>{number(detail.value)}</>;
    case 'game': {
      const where = names.game(detail.game);
      return <>{where ? t('audit.gameAt', { round: where.round, table: where.table }) : detail.game}</>;
    }
    case 'wholeRound':
      return <>{t('audit.wholeRound')}</>;
    case 'pairing':
      if (detail.method !== 'random') return <>{t(`audit.pairing.${detail.method}`)}</>;
      return (
        <>{detail.again ? t('audit.pairing.again', { draw: detail.draw ?? 1 }) : t('audit.pairing.random', { draw: detail.draw ?? 1 })}</>
      );
    case 'seedRevealed':
      return <>{t('audit.seedRevealed', { round: detail.round, seed: detail.seed })}</>;
    case 'commitment':
    case 'nextCommitment':
      return <>{detail.text}</>;
    case 'table':
      return <>{detail.table === null ? t('audit.noTable') : number(detail.table)}</>;
    case 'seed':
      return <>{number(detail.value)}</>;
    case 'draw':
      return <>{t('outcome.draw')}</>;
    case 'byOrganiser':
      return <>{t('audit.actor.organiser')}</>;
    case 'scores':
      return (
        <>
          {Object.entries(detail.scores)
            .map(
              ([player, byName]) =>
                `${names.player(player) ?? player}: ${Object.entries(byName)
                  .map(([name, v]) => `${scoreLabel(t, name)} ${number(v)}`)
                  .join(', ')}`,
            )
            .join('; ')}
        </>
      );
  }
}
