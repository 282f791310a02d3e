import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Button, ModalDialog, Notice, TextField } from '../../components/ui';
import { useSession } from '../../lib/session';
import { joinState } from './joining';
import { RegisterSelf } from './api/documents';

/**
 * "Join this event": a signed-in reader registers themself, under their display name or
 * another they choose. The projector's QR code leads here with `?join=1`, which opens the form
 * at once (or, signed out, offers to sign in and come back).
 */
export function JoinEvent({
  competition,
  players,
}: {
  competition: { id: string; name: string; kind?: string; published: boolean; finished: boolean };
  players: ReadonlyArray<{ accountId?: string | null }>;
}) {
  const { t } = useTranslation('public');
  const { t: tl } = useTranslation('league');
  const { session } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('join') === '1';
  const state = joinState(session?.accountId ?? null, competition, players);
  const [name, setName] = useState(session?.displayName ?? '');
  const [club, setClub] = useState('');
  const [joined, setJoined] = useState<string | null>(null);
  const [result, register] = useMutation(RegisterSelf);

  const open = asked && state === 'open' && joined === null;
  const setOpen = (next: boolean) => {
    const p = new URLSearchParams(params);
    if (next) p.set('join', '1');
    else p.delete('join');
    setParams(p, { replace: true, preventScrollReset: true });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { competitionId: competition.id, self: true, name: name.trim(), club: club.trim() || null };
    const answer = await register({ input });
    if (!answer.error) {
      setJoined(input.name);
      setOpen(false);
    }
  }

  if (joined !== null) {
    return (
      <Notice tone="success">
        {t('join.done', { name: joined })} <Link to="/play">{t('join.toMyGames')}</Link>
      </Notice>
    );
  }
  if (state === 'registered') {
    return (
      <p className="join-note">
        {t('join.registered')} <Link to="/play">{t('join.toMyGames')}</Link>
      </p>
    );
  }
  if (state === 'signedOut') {
    // Only someone who came to join is asked to sign in; a reader of the standings is not.
    if (!asked) return null;
    const next = `${location.pathname}?join=1`;
    return (
      <Notice tone="info">
        {t('join.signInFirst')} <Link to={`/signin?next=${encodeURIComponent(next)}`}>{t('join.signIn')}</Link>
      </Notice>
    );
  }
  if (state === 'closed') return asked ? <Notice tone="info">{t('join.closed')}</Notice> : null;

  const blank = name.trim() === '';
  return (
    <div className="join">
      <Button variant="primary" onPress={() => setOpen(true)}>
        {t('join.button')}
      </Button>
      <ModalDialog title={t('join.title', { name: competition.name })} isOpen={open} onClose={() => setOpen(false)}>
        <form onSubmit={(e) => void submit(e)}>
          {/* A league pairs nobody: its players open their games themselves. */}
          <p>{competition.kind === 'league' ? tl('join.intro') : t('join.intro')}</p>
          <TextField label={t('join.name')} value={name} onChange={setName} isRequired autoComplete="name" />
          <TextField label={t('join.club')} description={t('join.clubHint')} value={club} onChange={setClub} autoComplete="organization" />
          <ErrorNotice error={result.error} />
          <div className="dialog-actions">
            <Button type="submit" variant="primary" isDisabled={blank || result.fetching}>
              {result.fetching ? t('join.sending') : t('join.confirm')}
            </Button>
            <Button onPress={() => setOpen(false)}>{t('join.cancel')}</Button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
