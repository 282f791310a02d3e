import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type CombinedError } from 'urql';
import { Button, Notice } from '../../components/ui';
import { linkOrigin } from '../../lib/publicAddress';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QrCode } from './QrCode';
import { useCommand } from '../../lib/useCommand';
import { readableUrl } from '../../lib/join-link';
import { ReissueSlipCode, SlipCodesQuery } from './api/documents';
import { slipLink } from '../../lib/slipCode';
import '../../styles/slip.css';

interface SeatCode {
  game: string;
  playerId: string;
  name: string;
  code: string;
}

/** A round's slip codes, by game and player, and the public address their links open. */
export interface SlipCodes {
  codes: Map<string, SeatCode> | null;
  /** The origin players' links are built from (linkOrigin): what their phones open. */
  origin: string;
  error: CombinedError | undefined;
  reload: () => void;
}

const seat = (game: string, playerId: string) => `${game}\0${playerId}`;

/** The organiser's codes of a round's slips, asked only when there are codes to print (a published round of a paper event). */
export function useSlipCodes(competitionId: string, round: number, enabled: boolean): SlipCodes {
  const [{ data, error }, reexecute] = useQuery({
    query: SlipCodesQuery,
    variables: { id: competitionId, round },
    pause: !enabled,
    requestPolicy: 'network-only',
  });
  const codes = data ? new Map(data.slipCodes.map((c) => [seat(c.game, c.playerId), c])) : null;
  return {
    codes,
    origin: linkOrigin(data?.server ?? null, window.location.origin),
    error: enabled ? error : undefined,
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

/**
 * A slip's two stubs, one per player, to cut off and hand over: the player's name, their code
 * in large letters, its QR code (a link to /slip with the code in the fragment) and the address
 * to type it at; and, on screen only, a new code for a seat whose stub was lost or given to the
 * wrong person (the old one stops working).
 */
export function SlipStubs({
  competitionId,
  game,
  codes,
}: {
  competitionId: string;
  game: { key: string; table: number; a: string; b?: string | null };
  codes: SlipCodes;
}) {
  const { t } = useTranslation('slip');
  const [reissuing, setReissuing] = useState<SeatCode | null>(null);
  const [reissued, setReissued] = useState<SeatCode | null>(null);
  const reissue = useCommand(ReissueSlipCode);
  const seats = [game.a, game.b].flatMap((p) => (p ? [codes.codes?.get(seat(game.key, p))] : [])).filter((c): c is SeatCode => Boolean(c));
  if (seats.length === 0) return null;
  const address = readableUrl(`${codes.origin.replace(/\/+$/, '')}/slip`);
  const close = () => {
    setReissuing(null);
    reissue.clear();
  };
  const confirm = async () => {
    if (!reissuing) return;
    const answer = await reissue.run({ input: { competitionId, game: reissuing.game, playerId: reissuing.playerId } });
    if (answer) {
      setReissued(answer.reissueSlipCode);
      close();
      codes.reload();
    }
  };
  return (
    <div className="slip-stubs">
      {reissued ? (
        <div className="no-print slip-stubs__reissued">
          <Notice tone="success">{t('print.reissued', { name: reissued.name, code: reissued.code })}</Notice>
        </div>
      ) : null}
      {seats.map((s) => {
        const link = slipLink(codes.origin, s.code);
        return (
          <section key={s.playerId} className="slip-stub" aria-label={t('print.stubFor', { name: s.name })}>
            <p className="slip-stub__cut" aria-hidden="true">
              {t('print.cut')}
            </p>
            <QrCode text={link} alt={t('print.qrAlt', { name: s.name, table: game.table })} size={112} />
            <div className="slip-stub__text">
              <p className="slip-stub__for">{t('print.stubFor', { name: s.name })}</p>
              <p className="slip-stub__code">
                <span className="slip-stub__code-label">{t('print.code')}</span> <strong data-slip-code={s.code}>{s.code}</strong>
              </p>
              <p className="slip-stub__how">{t('print.how', { address })}</p>
              <Button className="no-print" variant="quiet" onPress={() => setReissuing(s)}>
                {t('print.reissue')}
                <span className="visually-hidden"> {t('print.reissueFor', { name: s.name, table: game.table })}</span>
              </Button>
            </div>
          </section>
        );
      })}
      <ConfirmDialog
        title={t('print.reissueTitle', { name: reissuing?.name ?? '' })}
        isOpen={reissuing !== null}
        onClose={close}
        onConfirm={() => void confirm()}
        confirmLabel={t('print.reissue')}
        busy={reissue.busy}
        error={reissue.error}
        onReload={codes.reload}
        variant="danger"
      >
        <p>{t('print.reissueBody', { name: reissuing?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
