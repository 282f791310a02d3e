import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import type { EventPlayer } from '../api/eventPlayers';
import { linkOf } from './invitationTag';

/** A player's club, under their name; a screen reader hears it named as the club. */
export function PlayerClub({ club }: { club: string }) {
  const { t } = useTranslation('setup');
  return (
    <span className="setup-club">
      <span className="visually-hidden">{t('players.clubPrefix')} </span>
      {club}
    </span>
  );
}

/** The entry's link to an account (`linkOf`) as a tag beside the name; a guest entered by name has none. */
function InvitationTag({ player }: { player: EventPlayer }) {
  const { t } = useTranslation('setup');
  const link = linkOf(player);
  if (link === 'invited' || link === 'declined') {
    const hint = t(link === 'invited' ? 'players.invitedHint' : 'players.declinedHint');
    return (
      <span className={`tag setup-tag setup-tag--${link}`} title={hint}>
        {t(link === 'invited' ? 'players.invited' : 'players.declined')}
        <span className="visually-hidden">: {hint}</span>
      </span>
    );
  }
  return link === 'account' ? <span className="tag setup-tag">{t('players.account')}</span> : null;
}

/** A player's fixed table as a tag beside the name, said in full to a screen reader. */
function FixedTableTag({ table }: { table: number }) {
  const { t } = useTranslation('setup');
  return (
    <span className="tag setup-tag" title={t('seat.fixedHint', { table })}>
      {t('seat.fixedTag', { table })}
      <span className="visually-hidden">: {t('seat.fixedHint', { table })}</span>
    </span>
  );
}

/**
 * The registered players in registration order: seed, name, club, fixed table, and when they
 * play — from round 1, from a later round (a late entry), or no more (dropped, and after which round).
 */
export function PlayerTable({
  players,
  league,
  onDrop,
  onSeat,
}: {
  players: readonly EventPlayer[];
  /** A league has no rounds to join: its players play whenever they meet. */
  league: boolean;
  /** Drops a player (asks first); absent when the event takes no more changes. */
  onDrop?: (player: EventPlayer) => void;
  /** Sets a player's fixed table and seed; absent when the event takes no more changes, and in a league. */
  onSeat?: (player: EventPlayer) => void;
}) {
  const { t } = useTranslation('setup');
  const captionId = useId();
  if (players.length === 0) return <p className="setup-empty">{t('players.empty')}</p>;
  const status = (p: EventPlayer): string => {
    if (p.dropped) return p.droppedAfterRound ? t('players.droppedAfter', { round: p.droppedAfterRound }) : t('players.droppedBefore');
    if (!league && p.joinsRound > 1) return t('players.joinsRound', { round: p.joinsRound });
    return t('players.active');
  };
  return (
    // Focusable so a keyboard can scroll it sideways on a narrow screen.
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="setup-table">
        <caption id={captionId}>{t('players.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('players.seed')}
            </th>
            <th scope="col">{t('players.player')}</th>
            <th scope="col">{t('players.status')}</th>
            {onDrop || onSeat ? (
              <th scope="col">
                <span className="visually-hidden">{t('players.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.id} className={p.dropped ? 'setup-table__dropped' : undefined}>
              <td className="num">{p.seed}</td>
              {/* The club under the name: one column fits a phone, where two would squeeze both. */}
              <th scope="row">
                <span className="setup-name">{p.name}</span>
                <InvitationTag player={p} />
                {p.fixedTable ? <FixedTableTag table={p.fixedTable} /> : null}
                {p.club ? <PlayerClub club={p.club} /> : null}
              </th>
              <td>{!p.dropped && !league && p.joinsRound > 1 ? <span className="setup-late">{status(p)}</span> : status(p)}</td>
              {onDrop || onSeat ? (
                <td className="setup-table__action">
                  {onSeat && !p.dropped ? (
                    <Button aria-label={t('seat.openNamed', { name: p.name })} onPress={() => onSeat(p)}>
                      {t('seat.open')}
                    </Button>
                  ) : null}
                  {onDrop && !p.dropped ? (
                    <Button variant="danger" aria-label={t('players.dropNamed', { name: p.name })} onPress={() => onDrop(p)}>
                      {t('players.drop')}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
