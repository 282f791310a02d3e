import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { gameUi } from '../../boards';
import { apiProblem, ErrorNotice } from '../../components/ErrorNotice';
import { Loading, useDocumentTitle } from '../../components/Status';
import { Notice } from '../../components/ui';
import { useGameName } from '../../lib/games';
import { useConnectionState } from '../../lib/online';
import { mySide } from './actions';
import { Actions } from './Actions';
import { DicePanel } from './DicePanel';
import { MatchOrderSchema } from './api/documents';
import { MatchClocks } from './MatchClocks';
import { orderVariants } from './orderSchema';
import { OrganiserPanel } from './OrganiserPanel';
import { ResultPanel } from './ResultPanel';
import { SeatScope, useSeatScope } from '../../lib/seatScope';
import { useMatchTable } from './useMatchTable';
import { useOnline } from './useOnline';
import '../../styles/match.css';

/** The server's reasons for refusing a seat's session: the seat is gone from this browser. */
const SEAT_GONE = new Set(['SEAT_REISSUED', 'SESSION_ENDED', 'TOKEN_EXPIRED', 'TOKEN_INVALID']);

/** The live connection as the table needs to know it: always in sight, since nothing is sent without it. */
function ConnectionLine({ state }: { state: 'live' | 'connecting' | 'reconnecting' | 'offline' }) {
  const { t } = useTranslation('match');
  return (
    <p className={`match-connection match-connection--${state}`} role="status">
      <span className="match-connection__dot" aria-hidden="true" /> {t(`connection.${state}`)}
    </p>
  );
}

function MatchTable({ matchId }: { matchId: string }) {
  const { t } = useTranslation('match');
  // The games' own words are loaded with the page, whichever way it was reached: a side is named from them.
  const { t: tg } = useTranslation(['translation', 'konwoj', 'vigilantPeace']);
  const gameName = useGameName();
  const { seat, connection: seatConnection, lost, forget } = useSeatScope();
  const appConnection = useConnectionState();
  const online = useOnline();
  const { match, error, offer } = useMatchTable(matchId);
  const problem = apiProblem(error);
  useDocumentTitle(match ? t('title', { game: gameName(match.ruleset.id) }) : t('titleLoading'));

  useEffect(() => {
    if (seat && problem?.code === 'UNAUTHENTICATED' && problem.reason && SEAT_GONE.has(problem.reason)) forget(problem.reason);
  }, [seat, problem?.code, problem?.reason, forget]);

  const [{ data: schema }] = useQuery({
    query: MatchOrderSchema,
    variables: { id: match?.ruleset.id ?? '', version: match?.ruleset.version ?? '' },
    pause: !match,
  });
  const variants = useMemo(() => (schema?.ruleset ? orderVariants(schema.ruleset.orderSchema) : null), [schema]);

  const live = seat ? seatConnection : appConnection;
  const connection = !online ? 'offline' : live === 'connected' ? 'live' : live === 'reconnecting' ? 'reconnecting' : 'connecting';
  const connected = connection === 'live';

  const lostNotice = lost ? (
    <Notice tone="error">
      <strong>{t(`seat.lost.${lost === 'SEAT_REISSUED' ? 'reissued' : lost === 'TOKEN_EXPIRED' ? 'expired' : 'ended'}`)}</strong>{' '}
      {t('seat.askOrganiser')}
    </Notice>
  ) : null;

  if (!match) {
    return (
      <>
        <h1>{t('titleLoading')}</h1>
        {lostNotice}
        {error ? <ErrorNotice error={error} /> : <Loading />}
      </>
    );
  }

  const ui = gameUi(match.ruleset.id);
  const side = mySide(match.viewedAs);
  const sideName = (s: string) => ui.sideName(s, tg);
  const pending = match.pending;
  const myTurn = side !== null && pending.sides.includes(side);
  const Board = ui.Board;

  return (
    <div className="match-page" data-version={match.version}>
      <header className="match-page__header">
        <h1>{t('title', { game: gameName(match.ruleset.id) })}</h1>
        <p className="match-page__players">
          {match.players.map((p, i) => (
            <span key={p.side}>
              {i > 0 ? <span className="match-page__versus"> {t('versus')} </span> : null}
              <strong>{p.name}</strong> ({sideName(p.side)})
            </span>
          ))}
        </p>
        <p className="match-page__viewer">
          {side
            ? t('viewer.player', { side: sideName(side) })
            : match.viewedAs === 'organiser'
              ? t('viewer.organiser')
              : t('viewer.public')}
        </p>
        <ConnectionLine state={connection} />
      </header>
      {lostNotice}
      {match.newerRulesetVersion ? <p className="note">{t('olderVersion', { version: match.ruleset.version })}</p> : null}
      <MatchClocks matchId={match.id} ui={ui} />
      {match.clock.paused && !match.outcome.finished ? (
        <p className="match-paused" role="status">
          {match.clock.paused.by === 'player'
            ? t('clock.pausedByPlayer', {
                side: match.clock.paused.side ? sideName(match.clock.paused.side) : '',
                reason: match.clock.paused.reason,
              })
            : t('clock.pausedByOrganiser', { reason: match.clock.paused.reason })}
        </p>
      ) : null}

      <div className="match-page__play">
        <section className="match-pending" aria-labelledby="match-pending-title" aria-live="polite">
          <h2 id="match-pending-title">{match.outcome.finished ? t('pending.over') : myTurn ? t('pending.yourTurn') : t('pending.now')}</h2>
          {match.outcome.finished ? (
            <p>
              {match.outcome.draw
                ? t('outcome.draw')
                : match.outcome.winner
                  ? t('outcome.won', { side: sideName(match.outcome.winner) })
                  : t('outcome.over')}
              {match.outcome.reason ? ` (${match.outcome.reason})` : ''}
            </p>
          ) : (
            <p className="match-pending__words">{ui.describePending(pending, match.state, match.players, tg)}</p>
          )}
          {!match.outcome.finished && side && !myTurn && pending.sides.length ? (
            <p className="note">{t('pending.waitingFor', { sides: pending.sides.map(sideName).join(', ') })}</p>
          ) : null}
          {match.outcome.finished && match.verification && match.verification.serverRolls > 0 ? (
            <p className={match.verification.verified ? 'match-verified' : 'match-unverified'}>
              {match.verification.verified
                ? t('dice.verified', { count: match.verification.serverRolls })
                : t('dice.unverified', { reason: match.verification.reason ?? '' })}
            </p>
          ) : null}
          {match.outcome.finished ? (
            <p>
              <Link to={`/matches/${match.id}/replay`}>{t('replay')}</Link>
            </p>
          ) : null}
        </section>

        {side && !match.outcome.finished ? (
          <>
            <Actions match={match} side={side} ui={ui} variants={variants} connected={connected} offer={offer} />
            <DicePanel key={match.version} match={match} side={side} ui={ui} connected={connected} offer={offer} />
          </>
        ) : null}

        {side ? <ResultPanel match={match} side={side} ui={ui} connected={connected} offer={offer} /> : null}
        {match.viewedAs === 'organiser' ? (
          <OrganiserPanel match={match} paused={match.clock.paused ?? null} ui={ui} connected={connected} offer={offer} />
        ) : null}
        <p className="note match-page__log">{t('appendOnly')}</p>
      </div>
      <section className="match-board" aria-labelledby="match-board-title">
        <h2 id="match-board-title">{t('board.title')}</h2>
        <Board state={match.state} viewerSide={side} players={match.players} />
      </section>
    </div>
  );
}

/**
 * An engine match at the table, phone first: who plays, the clocks, the pending decision in
 * words, what the reader may do now (orders, dice, the result), the board from the reader's view.
 * As the seat this browser holds in the match (lib/seatScope.tsx), else as the signed-in account
 * (a player with an account, the organiser) or the public.
 */
export function MatchPage() {
  const { id = '' } = useParams();
  return (
    <SeatScope key={id} matchId={id}>
      <MatchTable matchId={id} />
    </SeatScope>
  );
}
