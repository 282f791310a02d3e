import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading, useDocumentTitle } from '../../components/Status';
import { Button, Notice } from '../../components/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MatchInvitationsQuery, ReissueInvitationMutation } from './api/documents';
import { byTable } from '../../lib/names';
import { PrintFrame } from './PrintFrame';
import { QrCode } from './QrCode';
import { usePrintRound } from './usePrintRound';
import { useCommand } from '../../lib/useCommand';
import { useFormat } from '../../lib/format';
import { PublicAddressWarning } from '../../components/PublicAddressWarning';
import { usePublicAddress } from '../../lib/publicAddress';
import { useSideLabel } from '../../lib/sides';

/** The address a player opens to take their seat: the invitation rides in the fragment, which is never sent to a server. */
export function joinLink(origin: string, token: string): string {
  return `${origin}/join#${token}`;
}

/** One table's seats: each player's invitation as a QR code and a link, whether it was used, and a new one on demand. */
function TableInvitations({ matchId, rulesetId, table, players }: { matchId: string; rulesetId: string; table: number; players: string }) {
  const { t } = useTranslation('rounds');
  const side = useSideLabel(rulesetId);
  const format = useFormat();
  // Known by now: the page waits for it (InvitationsPage).
  const { origin } = usePublicAddress();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MatchInvitationsQuery,
    variables: { matchId },
    requestPolicy: 'network-only',
  });
  const [reissuing, setReissuing] = useState<{ side: string; name: string } | null>(null);
  const reissue = useCommand(ReissueInvitationMutation);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const close = () => {
    setReissuing(null);
    reissue.clear();
  };
  const doReissue = async () => {
    if (!reissuing) return;
    const answer = await reissue.run({ matchId, side: reissuing.side });
    if (answer) {
      close();
      reload();
    }
  };
  const headingId = `invitations-table-${table}`;
  return (
    <section className="invitation-table" aria-labelledby={headingId}>
      <h2 id={headingId} className="invitation-table__title">
        {t('pairing.table', { table })} <span className="invitation-table__players">{players}</span>
      </h2>
      {error ? <ErrorNotice error={error} /> : null}
      {!data && fetching ? <Loading /> : null}
      <div className="invitation-seats">
        {data?.matchInvitations.map((inv) => {
          const link = joinLink(origin ?? window.location.origin, inv.token);
          return (
            <article
              key={inv.side}
              className={`invitation${inv.joined ? ' invitation--taken' : ''}`}
              aria-label={t('invitations.seat', { name: inv.name, side: side(inv.side) })}
            >
              <p className="invitation__who">
                <strong>{inv.name}</strong> <span className="invitation__side">{side(inv.side)}</span>
              </p>
              <p className={`tag invitation__state${inv.joined ? ' tag--warn' : ''}`}>
                {inv.joined ? t('invitations.taken') : t('invitations.free')}
              </p>
              {inv.joined ? (
                <p className="note">{t('invitations.takenNote')}</p>
              ) : (
                <>
                  <QrCode text={link} alt={t('invitations.qrAlt', { name: inv.name, table })} />
                  <p className="invitation__link">
                    <a href={link}>{link}</a>
                  </p>
                  <p className="invitation__expires">{t('invitations.expires', { date: format.dateTime(inv.expiresAt) })}</p>
                </>
              )}
              <Button className="no-print" variant="quiet" onPress={() => setReissuing({ side: inv.side, name: inv.name })}>
                {t('invitations.reissue')}
                <span className="visually-hidden"> {t('invitations.reissueFor', { name: inv.name })}</span>
              </Button>
            </article>
          );
        })}
      </div>
      <ConfirmDialog
        title={t('invitations.reissueTitle', { name: reissuing?.name ?? '' })}
        isOpen={reissuing !== null}
        onClose={close}
        onConfirm={() => void doReissue()}
        confirmLabel={t('invitations.reissue')}
        busy={reissue.busy}
        error={reissue.error}
        onReload={reload}
        variant="danger"
      >
        <p>{t('invitations.reissueBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * The seat invitations of a round's engine matches, to print or show: for every table, each
 * player's QR code and link to /join, whether the seat is taken, and a new invitation for one
 * seat (the old one stops working). Organiser only: the API refuses anyone else.
 */
export function InvitationsPage() {
  const { t } = useTranslation('rounds');
  const { id, number, competition, round, error } = usePrintRound();
  // Links and QR codes are drawn for the server's public address (PUBLIC_URL), never the organiser's localhost.
  const { origin } = usePublicAddress();
  useDocumentTitle(competition ? t('invitations.title', { name: competition.name, round: number }) : null);
  if (!competition || !origin) return error ? <ErrorNotice error={error} /> : <Loading />;
  const back = `/console/events/${id}/rounds`;
  const games = round ? byTable(round.games).filter((g) => g.matchId && g.bName) : [];
  return (
    <PrintFrame backTo={back} className="print-invitations">
      <h1 className="print-title">
        {competition.name}
        <span className="print-title__sub">{t('invitations.heading', { round: number })}</span>
      </h1>
      {!round ? <p>{t('print.noRound', { round: number })}</p> : null}
      {round && competition.playMode !== 'engine' ? <p>{t('invitations.notEngine')}</p> : null}
      {round && competition.playMode === 'engine' && !round.started ? <p>{t('invitations.notStarted')}</p> : null}
      {games.length ? (
        <div className="no-print">
          <Notice tone="info">{t('invitations.intro')}</Notice>
        </div>
      ) : null}
      {games.length ? <PublicAddressWarning /> : null}
      {games.map((g) => (
        <TableInvitations
          key={g.id}
          matchId={g.matchId!}
          rulesetId={competition.rulesetId}
          table={g.table}
          players={t('clock.tablePlayers', { a: g.aName, b: g.bName! })}
        />
      ))}
    </PrintFrame>
  );
}
