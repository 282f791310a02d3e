import { useCallback, useState } from 'react';
import { Disclosure, DisclosurePanel, Heading, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import { Button } from '../../components/ui';
import { readFormat } from '../../lib/format';
import type { PairingMethod, RoundsCompetitionFragment } from '../../gql/graphql';
import { ActionError } from '../../components/ActionError';
import { FirstRoundChoice, FirstRoundSummary } from './rounds/FirstRound';
import { PairRoundMutation, RoundsSectionLive, RoundsSectionQuery } from './api/rounds';
import { newest, useAnswered } from './rounds/live';
import { PairingList } from './rounds/PairingList';
import { CurrentRound, PrintLinks } from './rounds/RoundPanel';
import { canPairNext } from './rounds/roundState';
import { RoundStateBadge } from './rounds/RoundStateBadge';
import { useCommand } from '../../lib/useCommand';
import '../../styles/rounds.css';

/**
 * The rounds of a tournament: pair the next one; review the round paired last (names, tables,
 * why, what it breaks), swap players, pair it again, publish it, start it; print its sheets.
 * Earlier rounds below, newest first. The page follows the competition live, so a second
 * organiser's screen shows the same.
 */
export function RoundsSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('rounds');
  const [query, reexecute] = useQuery({ query: RoundsSectionQuery, variables: { id } });
  const [live] = useSubscription({ query: RoundsSectionLive, variables: { id }, pause: !query.data });
  const [answered, take] = useAnswered<RoundsCompetitionFragment>();
  const competition = newest(query.data?.competition, live.data?.competitionUpdated, answered);
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const pair = useCommand(PairRoundMutation);
  const [method, setMethod] = useState<PairingMethod>('random');

  if (!competition) return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  // A league has no rounds: its seasons and games are run from its own section.
  if (competition.kind === 'league') return <Navigate to={`/console/events/${id}/league`} replace />;

  const rounds = [...competition.rounds].sort((x, y) => y.round - x.round);
  const [current, ...earlier] = rounds;
  const next = competition.rounds.length + 1;
  const format = readFormat(competition.format);
  const pairable = canPairNext({ ...competition, format });
  // Round 1 of a Swiss is seeded as the organiser chooses; every later round follows the standings.
  const firstRound = next === 1 && format?.kind === 'swiss';
  const doPair = async () => {
    const answer = await pair.run({
      input: { competitionId: competition.id, expectedVersion: competition.version, repair: false, ...(firstRound ? { method } : {}) },
    });
    if (answer) take(answer.pairRound);
  };

  return (
    <section className="rounds" aria-labelledby="rounds-title">
      <h2 id="rounds-title">{t('section.title')}</h2>
      {competition.kind === 'tournament' && !current ? <p>{t('section.none')}</p> : null}
      {pairable && firstRound ? <FirstRoundChoice value={method} onChange={setMethod} /> : null}
      {pairable ? (
        <div className="rounds-actions">
          <Button variant="primary" onPress={() => void doPair()} isDisabled={pair.busy}>
            {pair.busy ? t('common.working') : t('section.pair', { round: next })}
          </Button>
        </div>
      ) : null}
      {competition.kind === 'tournament' && !pairable && current?.finished && !competition.finished ? (
        <p className="note">{t('section.allPaired')}</p>
      ) : null}
      <ActionError error={pair.error} onReload={reload} />

      {current ? <CurrentRound competition={competition} round={current} onAnswer={take} onReload={reload} /> : null}

      {earlier.length ? (
        <section aria-labelledby="rounds-earlier" className="rounds-earlier">
          <h3 id="rounds-earlier">{t('section.earlier')}</h3>
          {earlier.map((round) => (
            <Disclosure key={round.round} className="round-disclosure">
              <Heading level={4} className="round-disclosure__heading">
                <AriaButton slot="trigger" className="round-disclosure__trigger">
                  <span aria-hidden="true" className="round-disclosure__chevron">
                    ▸
                  </span>
                  {t('round.title', { round: round.round })} <RoundStateBadge round={round} />
                </AriaButton>
              </Heading>
              <DisclosurePanel className="round-disclosure__panel">
                <FirstRoundSummary round={round} />
                <PrintLinks competition={competition} round={round} />
                <PairingList competition={competition} round={round} />
              </DisclosurePanel>
            </Disclosure>
          ))}
        </section>
      ) : null}
    </section>
  );
}
