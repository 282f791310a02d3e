import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Button, Notice } from '../../components/ui';
import { useGameName } from '../../lib/games';
import type { EntryInvitationFieldsFragment } from '../../gql/graphql';
import { AcceptEntry, DeclineEntry, MyEntryInvitationsQuery } from './api/corner';

/** An invitation answered in this visit, and how: the card says so until the player leaves the page. */
type Answered = EntryInvitationFieldsFragment & { answer: 'accepted' | 'declined' };

/**
 * The entries organisers made for the signed-in account, to accept (the entry becomes theirs:
 * their games, their rating) or decline (it stays a guest entry). Nothing shows when there is
 * none. `onAnswered` lets the page read the player's games again: an accepted entry's are theirs.
 */
export function EntryInvitations({ onAnswered }: { onAnswered: () => void }) {
  const { t } = useTranslation('player');
  const gameName = useGameName();
  const [{ data, error }, reexecute] = useQuery({ query: MyEntryInvitationsQuery, requestPolicy: 'cache-and-network' });
  const [answered, setAnswered] = useState<Answered[]>([]);
  const [accepting, accept] = useMutation(AcceptEntry);
  const [declining, decline] = useMutation(DeclineEntry);
  const [failed, setFailed] = useState<string | null>(null);

  const key = (i: { competitionId: string; playerId: string }) => `${i.competitionId}:${i.playerId}`;
  const done = new Set(answered.map(key));
  const pending = (data?.myEntryInvitations ?? []).filter((i) => !done.has(key(i)));
  if (pending.length === 0 && answered.length === 0) return error ? <ErrorNotice error={error} /> : null;

  const busy = accepting.fetching || declining.fetching;
  async function answer(invitation: EntryInvitationFieldsFragment, how: 'accepted' | 'declined') {
    if (busy) return;
    setFailed(null);
    const input = { competitionId: invitation.competitionId, playerId: invitation.playerId };
    const result = how === 'accepted' ? await accept({ input }) : await decline({ input });
    if (!result.data) {
      setFailed(key(invitation));
      return;
    }
    setAnswered((a) => [...a, { ...invitation, answer: how }]);
    reexecute({ requestPolicy: 'network-only' });
    onAnswered();
  }

  return (
    <section className="corner-invitations" aria-labelledby="corner-invitations">
      <h2 id="corner-invitations">{t('invitations.title')}</h2>
      <p>{t('invitations.intro')}</p>
      {answered.map((i) => (
        <Notice key={key(i)} tone="success">
          {t(i.answer === 'accepted' ? 'invitations.accepted' : 'invitations.declined', { event: i.competitionName })}
        </Notice>
      ))}
      {pending.map((i) => (
        <article key={key(i)} className="invitation-card" aria-labelledby={`invitation-${key(i)}`}>
          <h3 id={`invitation-${key(i)}`} className="invitation-card__title">
            {i.competitionName}
          </h3>
          <p className="invitation-card__facts">
            <span>{t('invitations.game', { game: gameName(i.rulesetId) })}</span>
            {i.organiserName ? <span>{t('invitations.by', { organiser: i.organiserName })}</span> : null}
            <span>{i.club ? t('invitations.entryClub', { name: i.name, club: i.club }) : t('invitations.entry', { name: i.name })}</span>
          </p>
          <div className="invitation-card__actions">
            <Button
              variant="primary"
              className="big-button"
              aria-label={t('invitations.acceptNamed', { event: i.competitionName })}
              isDisabled={busy}
              onPress={() => void answer(i, 'accepted')}
            >
              {t('invitations.accept')}
            </Button>
            <Button
              className="big-button"
              aria-label={t('invitations.declineNamed', { event: i.competitionName })}
              isDisabled={busy}
              onPress={() => void answer(i, 'declined')}
            >
              {t('invitations.decline')}
            </Button>
          </div>
          {failed === key(i) ? <ErrorNotice error={accepting.error ?? declining.error} /> : null}
        </article>
      ))}
    </section>
  );
}
