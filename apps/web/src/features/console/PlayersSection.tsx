import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError, Loading } from '../../components/Status';
import { Notice } from '../../components/ui';
import { readFormat } from '../../lib/format';
import { DropPlayerDialog } from './setup/DropPlayerDialog';
import { useEventPlayers, type EventPlayer } from './api/eventPlayers';
import { PlayerListImport } from './setup/PlayerListImport';
import { PlayerTable } from './setup/PlayerTable';
import { RegisterPlayerForm } from './setup/RegisterPlayerForm';
import { registrationOf } from './setup/registration';
import { SeatDialog } from './setup/SeatDialog';
import '../../styles/setup.css';

/**
 * The players of an event: who is registered (and from which round they play, or after which
 * round they dropped), registering one player or a whole list, and dropping a player. Kept
 * current live, so two organisers registering at two laptops see the same list.
 */
export function PlayersSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('setup');
  const { data, error, refresh, live } = useEventPlayers(id);
  const [dropping, setDropping] = useState<EventPlayer | null>(null);
  const [dropped, setDropped] = useState<string | null>(null);
  const [seating, setSeating] = useState<EventPlayer | null>(null);
  const [seated, setSeated] = useState<string | null>(null);
  const news = useRef<HTMLDivElement>(null);

  if (!data) return error ? <LoadError error={error} retry={() => void refresh()} /> : <Loading />;

  const registration = registrationOf({ finished: data.finished, formatKind: readFormat(data.format)?.kind ?? null, rounds: data.rounds });
  const names = data.players.map((p) => p.name);
  const droppedCount = data.players.filter((p) => p.dropped).length;
  const joinsRound = registration.open ? registration.joinsRound : null;

  async function afterDrop(player: EventPlayer) {
    setDropping(null);
    await refresh();
    // The Drop button that opened the dialog is gone with the drop: focus goes to the news instead of the page's start.
    flushSync(() => setDropped(player.name));
    news.current?.focus();
  }

  async function afterSeat(player: EventPlayer) {
    setSeating(null);
    await refresh();
    flushSync(() => {
      setDropped(null);
      setSeated(player.name);
    });
    news.current?.focus();
  }

  return (
    <div className="setup-players">
      <section className="setup-players__list" aria-labelledby="setup-players-title">
        <h2 id="setup-players-title">{t('players.title')}</h2>
        <p className="setup-players__count">
          {t('players.count', { count: data.players.length })}
          {droppedCount > 0 ? ` · ${t('players.droppedCount', { count: droppedCount })}` : null}
        </p>
        {live ? (
          <p className="live setup-live">
            <span className="live__dot" aria-hidden="true" />
            {t('players.live')}
          </p>
        ) : null}
        {error ? <LoadError error={error} retry={() => void refresh()} /> : null}
        <div ref={news} tabIndex={-1} className="setup-news">
          {dropped ? <Notice tone="success">{t('drop.done', { name: dropped })}</Notice> : null}
          {seated && !dropped ? <Notice tone="success">{t('seat.done', { name: seated })}</Notice> : null}
        </div>
        <PlayerTable
          players={data.players}
          league={data.kind === 'league'}
          onDrop={data.finished ? undefined : setDropping}
          onSeat={data.finished || data.kind === 'league' ? undefined : setSeating}
        />
      </section>

      <div className="setup-players__forms">
        {registration.open ? (
          <>
            {joinsRound ? <Notice tone="info">{t('players.lateEntry', { round: joinsRound, paired: joinsRound - 1 })}</Notice> : null}
            <section aria-labelledby="setup-register-title" className="setup-card">
              <h2 id="setup-register-title">{t('register.title')}</h2>
              <RegisterPlayerForm competitionId={id} registeredNames={names} joinsRound={joinsRound} onRegistered={refresh} />
            </section>
            <section aria-labelledby="setup-list-title" className="setup-card">
              <h2 id="setup-list-title">{t('list.title')}</h2>
              <PlayerListImport competitionId={id} registeredNames={names} joinsRound={joinsRound} onRegistered={refresh} />
            </section>
          </>
        ) : (
          <Notice tone="info">{t(`players.closed.${registration.why}`)}</Notice>
        )}
      </div>

      <DropPlayerDialog competitionId={id} player={dropping} onClose={() => setDropping(null)} onDropped={(p) => void afterDrop(p)} />
      <SeatDialog
        competitionId={id}
        player={seating}
        seedingClosed={data.rounds.some((r) => r.started)}
        onClose={() => setSeating(null)}
        onSaved={(p) => void afterSeat(p)}
      />
    </div>
  );
}
