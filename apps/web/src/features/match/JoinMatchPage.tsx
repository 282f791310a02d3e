import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { apiProblem, ErrorNotice } from '../../components/ErrorNotice';
import { Loading, useDocumentTitle } from '../../components/Status';
import { Notice } from '../../components/ui';
import { useFormat } from '../../lib/format';
import { useGameName } from '../../lib/games';
import { useSideLabel } from '../../lib/sides';
import { JoinMatch, SeatMatch } from './api/join';
import { seatRequestOptions } from '../../lib/client';
import { browserStorage } from '../../i18n';
import { invitationFromHash, joinRefusal, keepSeat, newSeatKey, readSeats, type PlayerSeat } from '../../lib/seat';
import '../../styles/public.css';

/**
 * The match a seat is in, read with the seat's own session: which side the seat is, by the game's
 * name for it ("Moloch", "Side A"), the game and who sits where.
 */
function SeatDetails({ seat }: { seat: PlayerSeat }) {
  const { t } = useTranslation('player');
  const gameName = useGameName();
  // As the tab's seat (its key picks the seat's cookie), not the signed-in account: the match is read as its player sees it.
  const context = useMemo(() => ({ fetchOptions: seatRequestOptions(seat.key) }), [seat.key]);
  const [{ data, error }] = useQuery({ query: SeatMatch, variables: { id: seat.matchId }, context });
  const m = data?.match;
  const side = useSideLabel(m?.ruleset.id);
  // Until the match is read, the seat without its side: its id (`moloch`) is no name to show.
  const holding = (
    <Notice tone="success">
      <span id="join-seat">
        {m ? t('join.holding', { side: side(seat.side), name: seat.name }) : t('join.holdingSeat', { name: seat.name })}
      </span>
    </Notice>
  );
  if (error)
    return (
      <>
        {holding}
        <ErrorNotice error={error} />
      </>
    );
  if (!m)
    return (
      <>
        {holding}
        <Loading />
      </>
    );
  return (
    <>
      {holding}
      <dl className="facts seat-facts">
        <div>
          <dt>{t('join.game')}</dt>
          <dd>{gameName(m.ruleset.id)}</dd>
        </div>
        {m.players.map((p) => (
          <div key={p.side}>
            <dt>{p.side === seat.side ? t('join.yourSide', { side: side(p.side) }) : side(p.side)}</dt>
            <dd>{p.name}</dd>
          </div>
        ))}
        <div>
          <dt>{t('join.matchState')}</dt>
          <dd>{m.outcome.finished ? t('join.finished') : t('join.inProgress')}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * Taking a seat by invitation: the link's fragment (`/join#<token>`) is exchanged once for a
 * player session, kept by this browser (lib/seat.ts), and the player lands on the match page. The
 * fragment is cleared from the address straight after, so the invitation is neither in the
 * history nor in a link shared from here.
 */
export function JoinMatchPage() {
  const { t } = useTranslation('player');
  const format = useFormat();
  const navigate = useNavigate();
  useDocumentTitle(t('join.title'));
  const location = useLocation();
  // The invitation in the address: on arrival, or when a second link is opened in this tab. It is
  // kept here, since the address loses its fragment as soon as it has been read.
  const fromHash = invitationFromHash(location.hash);
  const [invitation, setInvitation] = useState(fromHash);
  if (fromHash !== null && fromHash !== invitation) setInvitation(fromHash);
  // The seat this tab holds: kept from an earlier visit, or just taken.
  const [held, setHeld] = useState(() => readSeats(browserStorage(), Date.now())[0] ?? null);
  const [result, join] = useMutation(JoinMatch);
  // The key of the seat being taken: the server binds the seat's cookie to it.
  const [key, setKey] = useState<string | null>(null);
  // An invitation seats once: never send the same one twice (React may run an effect twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!invitation || sent.current === invitation) return;
    sent.current = invitation;
    void navigate('/join', { replace: true });
    const seatKey = newSeatKey();
    setKey(seatKey);
    void join({ invitation }, { fetchOptions: seatRequestOptions(seatKey) }).then((answer) => {
      if (!answer.data) return;
      const taken = { ...answer.data.joinMatch, key: seatKey };
      keepSeat(browserStorage(), taken, Date.now());
      setHeld(taken);
      // Straight to the table: the seat is kept by this browser, so the match page acts as it.
      void navigate(`/matches/${taken.matchId}`, { replace: true });
    });
  }, [invitation, join, navigate]);

  // An invitation on its way: the answer tells which seat (or why none), so nothing older is shown meanwhile.
  const pending = result.fetching || (invitation !== null && result.data === undefined && result.error === undefined);
  const seat: PlayerSeat | null = pending ? null : result.data && key ? { ...result.data.joinMatch, key } : held;
  const problem = apiProblem(result.error);
  const refusal = joinRefusal(problem?.reason);

  return (
    <>
      <h1>{t('join.title')}</h1>
      {pending ? <p role="status">{t('join.joining')}</p> : null}
      {refusal ? (
        <Notice tone="error">
          <strong>{t(`join.refused.${refusal}`)}</strong> {t('join.askOrganiser')}
        </Notice>
      ) : result.error ? (
        <ErrorNotice error={result.error} />
      ) : null}
      {result.error && seat ? <p>{t('join.stillHeld')}</p> : null}
      {seat ? (
        <section aria-labelledby="join-seat">
          <SeatDetails seat={seat} />
          <p>
            <Link to={`/matches/${seat.matchId}`}>{t('join.toMatch')}</Link>
          </p>
          <p className="note">{t('join.keptInTab', { time: format.dateTime(seat.expiresAt) })}</p>
        </section>
      ) : null}
      {!pending && !seat && !result.error ? (
        <>
          <p>{t('join.noInvitation')}</p>
          <p>
            <Link to="/">{t('join.toEvents')}</Link>
          </p>
        </>
      ) : null}
    </>
  );
}
