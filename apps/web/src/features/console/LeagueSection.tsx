import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { LoadError, Loading } from '../../components/Status';
import { Button, Notice, Select, TextField } from '../../components/ui';
import type { LeagueDeskFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { readScoring } from '../../lib/scoring';
import { scoreNames } from './results/games';
import { ActionError } from '../../components/ActionError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { newest, useAnswered } from './rounds/live';
import { useCommand } from '../../lib/useCommand';
import {
  CloseSeasonMutation,
  LeagueDeskLive,
  LeagueDeskQuery,
  OpenSeasonMutation,
  OrganiserOpenGameMutation,
  SetSeasonLimitsMutation,
} from './api/league';
import { formatLimits, limitFits, limitsOf, opponents, sameLimits, type Limits } from '../../lib/league';
import { LeagueGamesTable } from './league/LeagueGamesTable';
import { LeagueResultDialog, type LeagueGame } from './league/LeagueResultDialog';
import { OpenGameError } from '../../components/OpenGameError';
import { RulesFields } from './league/RulesFields';
import { SeasonRules } from '../../components/SeasonRules';
import { LiveBadge } from '../../components/LiveBadge';
import '../../styles/results.css';
import '../../styles/league.css';

type Answer = (competition: LeagueDeskFragment, message?: string) => void;

/** Opens the next season, named and with its rules: the last season's, or the league's own, to start from. */
function OpenSeasonForm({ competition, onAnswer, onReload }: { competition: LeagueDeskFragment; onAnswer: Answer; onReload: () => void }) {
  const { t } = useTranslation('league');
  const [name, setName] = useState('');
  const [limits, setLimits] = useState<Limits>(() =>
    competition.season ? limitsOf(competition.season.limits) : formatLimits(competition.format),
  );
  const [checked, setChecked] = useState(false);
  const open = useCommand(OpenSeasonMutation);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!name.trim() || !limitFits(limits.maxGamesPerPair) || !limitFits(limits.maxGamesPerWeek)) return;
    const answer = await open.run({
      input: { competitionId: competition.id, expectedVersion: competition.version, name: name.trim(), limits },
    });
    if (answer) {
      setName('');
      setChecked(false);
      onAnswer(answer.openSeason, t('season.opened', { name: name.trim() }));
    }
  };
  return (
    <section aria-labelledby="league-open-season" className="league-panel">
      <h3 id="league-open-season">{t('season.openTitle')}</h3>
      <p>{competition.season ? t('season.openNext') : t('season.openFirst')}</p>
      <form className="league-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('season.name')}
          description={t('season.nameHint')}
          value={name}
          onChange={setName}
          isRequired
          error={checked && !name.trim() ? t('season.nameRequired') : null}
        />
        <RulesFields value={limits} onChange={setLimits} checked={checked} />
        <ActionError error={open.error} onReload={onReload} />
        <div className="rounds-actions">
          <Button type="submit" variant="primary" isDisabled={open.busy}>
            {open.busy ? t('working') : t('season.open')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The open season's rules, changed: the games opened from then on keep to them. */
function RulesForm({ competition, onAnswer, onReload }: { competition: LeagueDeskFragment; onAnswer: Answer; onReload: () => void }) {
  const { t } = useTranslation('league');
  const current = limitsOf(competition.season!.limits);
  const [limits, setLimits] = useState<Limits>(() => ({ ...current }));
  const [checked, setChecked] = useState(false);
  const set = useCommand(SetSeasonLimitsMutation);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!limitFits(limits.maxGamesPerPair) || !limitFits(limits.maxGamesPerWeek)) return;
    const answer = await set.run({ input: { competitionId: competition.id, expectedVersion: competition.version, limits } });
    if (answer) {
      setChecked(false);
      onAnswer(answer.setSeasonLimits, t('rules.saved'));
    }
  };
  return (
    <section aria-labelledby="league-rules" className="league-panel">
      <h3 id="league-rules">{t('rules.title')}</h3>
      <p>{t('rules.intro')}</p>
      <form className="league-form" onSubmit={(e) => void submit(e)} noValidate>
        <RulesFields value={limits} onChange={setLimits} checked={checked} />
        <ActionError error={set.error} onReload={onReload} />
        <div className="rounds-actions">
          <Button type="submit" variant="primary" isDisabled={set.busy || sameLimits(limits, current)}>
            {set.busy ? t('working') : t('rules.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The organiser opens a game two players agreed, as a player would, within the season's rules. */
function OpenGameForm({ competition, onAnswer }: { competition: LeagueDeskFragment; onAnswer: Answer }) {
  const { t } = useTranslation('league');
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const open = useCommand(OrganiserOpenGameMutation);
  const players = opponents(
    (competition.players?.edges ?? []).map((e) => e.node),
    null,
  );
  const nameOf = (id: string | null) => players.find((p) => p.id === id)?.name ?? '';
  const options = players.map((p) => ({ id: p.id, label: p.name }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!a || !b) return;
    const answer = await open.run({
      input: { competitionId: competition.id, expectedVersion: competition.version, playerA: a, playerB: b },
    });
    if (answer) onAnswer(answer.openLeagueGame, t('openGame.opened', { a: nameOf(a), b: nameOf(b) }));
  };
  return (
    <section aria-labelledby="league-open-game" className="league-panel">
      <h3 id="league-open-game">{t('openGame.title')}</h3>
      <p>{t('openGame.organiserIntro')}</p>
      {players.length < 2 ? (
        <p className="note">{t('openGame.fewPlayers')}</p>
      ) : (
        <form className="league-form league-form--pair" onSubmit={(e) => void submit(e)}>
          <Select label={t('openGame.playerA')} options={options} value={a} onChange={setA} isRequired />
          <Select label={t('openGame.playerB')} options={options.filter((o) => o.id !== a)} value={b} onChange={setB} isRequired />
          <OpenGameError error={open.error} />
          <div className="rounds-actions">
            <Button type="submit" variant="primary" isDisabled={open.busy || !a || !b || a === b}>
              {open.busy ? t('working') : t('openGame.open')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The organiser's league: the season open now (or the last one), with its rules; opening and
 * closing seasons, changing the open season's rules; opening a game for two players; and every
 * game of the season, where it stands, each settled or ruled on from here. The page follows the
 * league live, so players' reports and confirmations appear as they come.
 */
export function LeagueSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('league');
  const { session } = useSession();
  const [query, reexecute] = useQuery({ query: LeagueDeskQuery, variables: { id } });
  const [live] = useSubscription({ query: LeagueDeskLive, variables: { id }, pause: !query.data });
  const [answered, take] = useAnswered<LeagueDeskFragment>();
  const competition = newest(query.data?.competition, live.data?.competitionUpdated, answered);
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [done, setDone] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [ruling, setRuling] = useState<string | null>(null);
  const close = useCommand(CloseSeasonMutation);

  if (!competition) {
    if (query.error && !query.fetching) return <LoadError error={query.error} retry={reload} />;
    return <Loading />;
  }
  if (competition.kind !== 'league') {
    return (
      <section aria-labelledby="league-title">
        <h2 id="league-title">{t('console.title')}</h2>
        <p>
          {t('console.notALeague')} <Link to={`/console/events/${id}/rounds`}>{t('console.toRounds')}</Link>
        </p>
      </section>
    );
  }

  const canAct = session?.accountId === competition.organiserId && !competition.finished;
  const season = competition.season;
  const answer: Answer = (next, message) => {
    take(next);
    setDone(message ?? null);
  };
  const doClose = async () => {
    const next = await close.run({ input: { competitionId: competition.id, expectedVersion: competition.version } });
    if (next) {
      setClosing(false);
      answer(next.closeSeason, t('season.closedDone', { name: season?.name ?? '' }));
    }
  };
  const names = scoreNames(readScoring(competition.scoring), competition.tieBreaks);
  const rulingGame = competition.games.find((g) => g.id === ruling);
  const actionFor = (g: LeagueGame) =>
    canAct ? (
      <Button
        variant={g.result ? 'quiet' : 'primary'}
        onPress={() => {
          setDone(null);
          setRuling(g.id);
        }}
        aria-label={t(`games.action.${g.result ? 'correct' : g.status === 'disputed' ? 'rule' : 'settle'}Named`, {
          a: g.aName,
          b: g.bName ?? '',
        })}
      >
        {t(`games.action.${g.result ? 'correct' : g.status === 'disputed' ? 'rule' : 'settle'}`)}
      </Button>
    ) : null;

  return (
    <section aria-labelledby="league-title" className="league-desk">
      <div className="results-desk__top">
        <h2 id="league-title">{t('console.title')}</h2>
        {live.data && !live.error ? <LiveBadge label={t('console.live')} /> : null}
      </div>
      <p>{t('console.intro')}</p>
      {competition.finished ? <Notice tone="info">{t('console.finished')}</Notice> : null}
      {session?.accountId !== competition.organiserId ? <Notice tone="info">{t('console.notOrganiser')}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}

      <section aria-labelledby="league-season" className="league-panel">
        <h3 id="league-season">{season ? t('season.title', { name: season.name }) : t('season.noneTitle')}</h3>
        {season ? (
          <>
            <dl className="facts">
              <div>
                <dt>{t('season.state')}</dt>
                <dd>{season.open ? t('season.isOpen') : t('season.isClosed')}</dd>
              </div>
              <div>
                <dt>{t('season.number')}</dt>
                <dd>{season.number}</dd>
              </div>
              <div>
                <dt>{t('season.gamesFact')}</dt>
                <dd>{t('season.games', { count: season.games, settled: season.settledGames })}</dd>
              </div>
            </dl>
            <SeasonRules limits={season.limits} label={t('rules.ofSeason', { name: season.name })} />
            {season.open && canAct ? (
              <div className="rounds-actions">
                <Button variant="danger" onPress={() => setClosing(true)}>
                  {t('season.close')}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <p>{t('season.none')}</p>
        )}
      </section>

      {canAct && !season?.open ? <OpenSeasonForm competition={competition} onAnswer={answer} onReload={reload} /> : null}
      {canAct && season?.open ? (
        <RulesForm
          key={`${season.number}:${season.limits.maxGamesPerPair}:${season.limits.maxGamesPerWeek}`}
          competition={competition}
          onAnswer={answer}
          onReload={reload}
        />
      ) : null}
      {canAct && season?.open ? <OpenGameForm competition={competition} onAnswer={answer} /> : null}

      {season ? (
        <section aria-labelledby="league-games" className="league-panel">
          <h3 id="league-games">{t('games.title')}</h3>
          {competition.games.length === 0 ? (
            <p>{t('games.none')}</p>
          ) : (
            <LeagueGamesTable
              games={competition.games}
              weeks={season.weeks}
              caption={t('games.caption', { name: season.name })}
              action={canAct ? actionFor : undefined}
            />
          )}
        </section>
      ) : null}

      {season ? (
        <ConfirmDialog
          title={t('season.closeTitle', { name: season.name })}
          isOpen={closing}
          onClose={() => {
            setClosing(false);
            close.clear();
          }}
          onConfirm={() => void doClose()}
          confirmLabel={t('season.close')}
          busy={close.busy}
          error={close.error}
          onReload={reload}
          variant="danger"
        >
          <p>{t('season.closeBody', { count: season.games - season.settledGames })}</p>
        </ConfirmDialog>
      ) : null}
      {rulingGame ? (
        <LeagueResultDialog
          competitionId={competition.id}
          version={competition.version}
          game={rulingGame}
          scoreNames={names}
          onClose={() => setRuling(null)}
          onDone={(next, message) => {
            setRuling(null);
            answer(next, message);
          }}
        />
      ) : null}
    </section>
  );
}
