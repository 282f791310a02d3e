import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { SeatScope } from '../../lib/seatScope';
import { ReplayMatchQuery } from './api/documents';
import { refusalOf, type Refusal } from './replayState';
import { ReplayView } from './ReplayView';
import '../../styles/replay.css';

/** Why the match is not shown, in words, with the way on: sign in (a player with an account), or back to the events. */
function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('replay');
  const location = useLocation();
  const title = refusal === 'forbidden' ? t('problem.forbidden.title') : t('problem.notFound.title');
  useDocumentTitle(title);
  return (
    <div className="replay-refusal" data-testid="replay-refusal">
      <h1>{title}</h1>
      <p>{refusal === 'forbidden' ? t('problem.forbidden.body') : t('problem.notFound.body')}</p>
      <p className="replay-refusal__links">
        {refusal === 'forbidden' ? (
          <Link to={`/signin?next=${encodeURIComponent(location.pathname + location.search)}`}>{t('problem.forbidden.signIn')}</Link>
        ) : null}
        <Link to="/">{t('problem.home')}</Link>
      </p>
    </div>
  );
}

/** The match read as the scope's reader (a seat this browser holds, the account, or the public), or why it is not. */
function Replay({ matchId }: { matchId: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ReplayMatchQuery, variables: { id: matchId } });
  const refusal = refusalOf(error?.graphQLErrors);
  if (refusal) return <RefusalNotice refusal={refusal} />;
  if (!data?.match) {
    if (error && !fetching) return <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }
  return <ReplayView match={data.match} />;
}

/** The replay viewer, `/matches/:id/replay` (`?at=N` opens it at event N). */
export function ReplayPage() {
  const { id = '' } = useParams();
  return (
    <SeatScope key={id} matchId={id}>
      <Replay matchId={id} />
    </SeatScope>
  );
}
