import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, useSubscription, type CombinedError } from 'urql';
import { apiProblem, ErrorNotice } from '../../components/ErrorNotice';
import { Loading, useDocumentTitle } from '../../components/Status';
import { Button, Notice, TextField } from '../../components/ui';
import { useFormat } from '../../lib/format';
import type { SlipViewFragment } from '../../gql/graphql';
import { reportableScores } from '../../lib/competitionGames';
import { AnswerReport } from './ConfirmReport';
import { ResultLine } from './GameCard';
import { phaseOf } from './paperGame';
import { ReportFields } from './ReportForm';
import { ConfirmWithSlipCode, DisputeWithSlipCode, ReportWithSlipCode, SlipQuery, SlipUpdates } from './api/slip';
import { normalSlipCode, printedSlipCode } from '../../lib/slipCode';
import { WhoSettles } from './WhoSettles';
import '../../styles/public.css';
import '../../styles/slip.css';

/** Of the answers about one code (the read, a live update, an action's), the newest: the competition's version says. */
function newestSlip(code: string, answers: Array<SlipViewFragment | null | undefined>): SlipViewFragment | null {
  let best: SlipViewFragment | null = null;
  for (const a of answers) if (a && normalSlipCode(a.code) === code && (!best || a.version >= best.version)) best = a;
  return best;
}

/** Why a code did nothing, in the reader's words, from the server's reason; null for a problem ErrorNotice tells. */
function CodeProblem({ error }: { error: CombinedError | undefined }) {
  const { t } = useTranslation('slip');
  const format = useFormat();
  const problem = apiProblem(error);
  if (!problem) return null;
  const words: Record<string, string> = {
    SLIP_CODE_MALFORMED: t('problem.malformed'),
    SLIP_CODE_UNKNOWN: t('problem.unknown'),
    SLIP_CODE_REPLACED: t('problem.replaced'),
    SLIP_CODE_USED: t('problem.used'),
    SLIP_CODE_EXPIRED: t('problem.expired'),
  };
  if (problem.code === 'RATE_LIMITED') {
    const seconds = Number((error?.graphQLErrors[0]?.extensions as { retryAfterSeconds?: unknown }).retryAfterSeconds) || 60;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return <Notice tone="error">{t('problem.rateLimited', { count: minutes, minutes: format.number(minutes) })}</Notice>;
  }
  const said = problem.reason ? words[problem.reason] : undefined;
  return said ? <Notice tone="error">{said}</Notice> : <ErrorNotice error={error} />;
}

/** The code to open: typed in, or scanned (the QR code's link puts it in the address's fragment). */
function CodeForm({ initial, onOpen }: { initial: string; onOpen: (code: string) => void }) {
  const { t } = useTranslation('slip');
  const [typed, setTyped] = useState(initial);
  const [wrong, setWrong] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    const code = normalSlipCode(typed);
    setWrong(code === null);
    if (code) onOpen(code);
  }
  return (
    <form className="slip-code-form" onSubmit={submit}>
      <TextField
        label={t('page.codeLabel')}
        description={t('page.codeHint')}
        value={typed}
        onChange={(v) => {
          setTyped(v);
          setWrong(false);
        }}
        error={wrong ? t('problem.malformed') : null}
        autoComplete="off"
        className="slip-code-field"
      />
      <Button type="submit" variant="primary" className="big-button">
        {t('page.open')}
      </Button>
    </form>
  );
}

/** What the code's seat can do with its game now, or where the game stands; `onAnswered` gets an action's answer. */
function SlipActions({ slip, onAnswered }: { slip: SlipViewFragment; onAnswered: (slip: SlipViewFragment) => void }) {
  const { t } = useTranslation('player');
  const { t: ts } = useTranslation('slip');
  const [report, sendReport] = useMutation(ReportWithSlipCode);
  const [confirmation, confirm] = useMutation(ConfirmWithSlipCode);
  const [dispute, sendDispute] = useMutation(DisputeWithSlipCode);
  const { game, playerId } = slip;
  const opponent = { id: slip.opponentId, name: (game.a === playerId ? game.bName : game.aName) ?? '' };
  const opponentHasAccount = !game.guests.includes(slip.opponentId);
  const scoreNames = reportableScores(slip.scoring, slip.tieBreaks);
  const phase = phaseOf(game, playerId, slip.started);

  if (phase === 'settled' && game.result) {
    return (
      <p className="game-card__state" role="status">
        <span className="game-card__badge">{t('state.settled')}</span>{' '}
        <ResultLine result={game.result} playerId={playerId} opponent={opponent} scoreOrder={scoreNames} />
      </p>
    );
  }
  if (slip.finished) return <p className="game-card__state">{ts('game.finished')}</p>;
  if (phase === 'notStarted') return <p className="game-card__state">{t('card.notStarted')}</p>;
  if (phase === 'report') {
    return (
      <>
        <ReportFields
          competitionId={slip.competitionId}
          game={game}
          playerId={playerId}
          opponentName={opponent.name}
          scoreNames={scoreNames}
          busy={report.fetching}
          error={report.error}
          onSend={async (input) => {
            const answer = await sendReport({ input: { code: slip.code, winner: input.winner, draw: input.draw, scores: input.scores } });
            if (answer.data) onAnswered(answer.data.reportWithSlipCode);
          }}
        />
        <WhoSettles opponentHasAccount={opponentHasAccount} />
      </>
    );
  }
  if (phase === 'awaitingOpponent' && game.report) {
    return (
      <>
        <p className="game-card__state" role="status">
          <span className="game-card__badge">{t('state.awaiting', { opponent: opponent.name })}</span> {t('state.youReported')}{' '}
          <ResultLine result={game.report} playerId={playerId} opponent={opponent} scoreOrder={scoreNames} />
        </p>
        <WhoSettles opponentHasAccount={opponentHasAccount} />
      </>
    );
  }
  if (phase === 'confirm' && game.report) {
    return (
      <>
        <p className="game-card__state">
          {t('state.theyReported', { opponent: opponent.name })}{' '}
          <ResultLine result={game.report} playerId={playerId} opponent={opponent} scoreOrder={scoreNames} />
        </p>
        <AnswerReport
          confirming={confirmation.fetching}
          confirmError={confirmation.error}
          disputing={dispute.fetching}
          disputeError={dispute.error}
          onConfirm={async () => {
            const answer = await confirm({ code: slip.code });
            if (answer.data) onAnswered(answer.data.confirmWithSlipCode);
          }}
          onDispute={async (reason) => {
            const answer = await sendDispute({ input: { code: slip.code, reason } });
            if (!answer.data) return false;
            onAnswered(answer.data.disputeWithSlipCode);
            return true;
          }}
        />
      </>
    );
  }
  return (
    <p className="game-card__state" role="status">
      <span className="game-card__badge">{t('state.disputed')}</span>{' '}
      {game.report?.disputeReason ? t('state.disputeReason', { reason: game.report.disputeReason }) : null} {t('state.organiserRules')}
    </p>
  );
}

/** One code's game: where, whom, the seat marked, and what to do now; followed live. */
function SlipView({ code }: { code: string }) {
  const { t } = useTranslation('slip');
  const headingId = useId();
  const [read, reread] = useQuery({ query: SlipQuery, variables: { code }, requestPolicy: 'network-only' });
  // Followed only once the code is known to be one: a wrong code is tried once, not twice.
  const [live] = useSubscription({ query: SlipUpdates, variables: { code }, pause: !read.data });
  // What this page's own last action answered: shown at once, before the live update comes.
  const [acted, setActed] = useState<SlipViewFragment | undefined>(undefined);
  const slip = newestSlip(code, [read.data?.slip, live.data?.slipUpdated, acted]);

  if (!slip) {
    if (read.error) {
      return (
        <>
          <CodeProblem error={read.error} />
          {apiProblem(read.error)?.code === 'NETWORK' ? (
            <Button onPress={() => reread({ requestPolicy: 'network-only' })}>{t('page.retry')}</Button>
          ) : null}
        </>
      );
    }
    return <Loading />;
  }
  const { game, playerId } = slip;
  const names = [
    { id: game.a, name: game.aName },
    { id: game.b ?? '', name: game.bName ?? '' },
  ];
  const where: ReactNode = (
    <span className="slip-game__where">
      {slip.table > 0 ? t('game.where', { round: slip.round, table: slip.table }) : t('game.whereNoTable', { round: slip.round })}
    </span>
  );
  return (
    <article className={`game-card slip-game game-card--${phaseOf(game, playerId, slip.started)}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="game-card__title">
        <span className="slip-game__event">{slip.competitionName}</span>
        {where}
      </h2>
      <ul className="slip-players" aria-label={t('game.players')}>
        {names.map((p) => (
          <li key={p.id} className={p.id === playerId ? 'slip-player slip-player--you' : 'slip-player'}>
            <span className="slip-player__name">{p.name}</span>
            {p.id === playerId ? <span className="slip-player__you">{t('game.you')}</span> : null}
          </li>
        ))}
      </ul>
      {/* A new phase starts its form afresh (no half-typed report or old refusal carried over). */}
      <SlipActions key={phaseOf(game, playerId, slip.started)} slip={slip} onAnswered={setActed} />
      <p className="slip-game__code">{t('game.code', { code: printedSlipCode(slip.code) })}</p>
    </article>
  );
}

/**
 * A code's page at /slip, for a player without an account (or without their phone signed in):
 * the code comes from the QR code's link (`/slip#ABCDEFGH`, the fragment never reaches a
 * server's logs) or is typed in; the page shows the game, the seat marked, and reports,
 * confirms or disputes its result as that seat (reportWithSlipCode and the others). The code
 * stays in the address, so the page can be reloaded until the game is settled.
 */
export function SlipPage() {
  const { t } = useTranslation('slip');
  useDocumentTitle(t('page.title'));
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fromLink = hash.replace(/^#/, '');
  const code = fromLink ? normalSlipCode(fromLink) : null;
  const open = (next: string) => void navigate({ hash: next });
  return (
    <div className="slip-page">
      <h1>{t('page.title')}</h1>
      {code ? (
        <>
          <SlipView key={code} code={code} />
          <p className="slip-page__other">
            <Link to="/slip">{t('page.otherCode')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">{t('page.intro')}</p>
          {fromLink ? <Notice tone="error">{t('problem.malformed')}</Notice> : null}
          <CodeForm initial={fromLink} onOpen={open} />
        </>
      )}
    </div>
  );
}
