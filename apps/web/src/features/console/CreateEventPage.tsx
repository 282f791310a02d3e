import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadError, useDocumentTitle } from '../../components/Status';
import { Button, Checkbox, NumberField, Select, TextField } from '../../components/ui';
import { useFormat } from '../../lib/format';
import type { FormatKind } from '../../gql/graphql';
import { scoreName } from '../../lib/scoreNames';
import { fieldProblem, focusFirstInvalid } from '../../lib/apiFields';
import { ChoiceGroup } from '../../components/ui';
import {
  checkEventForm,
  DEFAULT_FORM,
  keepOffered,
  leagueMisfits,
  LIMITS,
  readSetup,
  toCreateInput,
  TOURNAMENT_FORMATS,
  withKind,
  type EventForm,
  type FormField,
  type PointsKey,
} from './setup/eventForm';
import { tieBreakOf, tieBreakWords, useApiLanguage } from '../../lib/tieBreaks';
import { SetupGame } from './api/gameQueries';
import { SetupDocumentField } from './setup/SetupDocumentField';
import { TieBreakPicker } from './setup/TieBreakPicker';
import { useFieldMessage } from '../../lib/useFieldMessage';
import { useSetupCheck } from './setup/useSetupCheck';
import { SetupCreateCompetition, SetupRulesets } from './api/events';
import '../../styles/setup.css';

const POINTS: readonly PointsKey[] = ['win', 'draw', 'loss', 'bye'];

/** A group of the form's settings, titled, so a screen reader hears which part a field is in. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="setup-part">
      <legend className="setup-part__title">{title}</legend>
      {children}
    </fieldset>
  );
}

export function CreateEventPage() {
  const { t } = useTranslation('setup');
  const { t: scores } = useTranslation('public');
  const format = useFormat();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [edited, setForm] = useState<EventForm>(DEFAULT_FORM);
  const [checked, setChecked] = useState(false);
  const [rulesets, reloadRulesets] = useQuery({ query: SetupRulesets });
  // What the chosen game proposes: its preset, the tie-breaks it takes, an example setup.
  const language = useApiLanguage();
  const [chosen, reloadChosen] = useQuery({
    query: SetupGame,
    variables: { id: edited.rulesetId ?? '', language },
    pause: !edited.rulesetId,
  });
  const [created, create] = useMutation(SetupCreateCompetition);
  const setupCheck = useSetupCheck();
  useDocumentTitle(t('create.title'));

  const set =
    <K extends keyof EventForm>(key: K) =>
    (value: EventForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  // One entry a game: the API lists every version, oldest first, and a new event plays the newest (the last listed).
  const games = useMemo(() => {
    const seen = new Map<string, { id: string; name: string; matchMinutes?: number | null }>();
    for (const { node } of rulesets.data?.rulesets.edges ?? []) seen.set(node.id, node);
    return [...seen.values()];
  }, [rulesets.data]);
  const game = games.find((g) => g.id === edited.rulesetId) ?? null;
  // The answer for the game chosen now (a slower answer for a game chosen before is not used).
  const proposal = chosen.data?.ruleset?.id === edited.rulesetId ? (chosen.data?.ruleset ?? null) : null;
  // The tie-breaks the game takes, named in the page's language, with whether a league takes each.
  const offered = proposal?.tieBreakOptions ?? null;
  const offeredIds = offered?.map((o) => o.id) ?? null;
  // The organiser's own tie-breaks kept to what the game chosen now takes (another game's scores go).
  const form: EventForm = offeredIds ? { ...edited, tieBreaks: keepOffered(edited.tieBreaks, offeredIds) } : edited;
  const preset = proposal?.competitionPreset ?? null;

  const problems = checkEventForm(form, offered ?? []);
  // The chosen tie-breaks a league refuses, by name, for the problem that says so.
  const misfits = format.list(
    leagueMisfits(form, offered ?? []).map((id) => tieBreakWords(t, tieBreakOf(offered, id), form.rulesetId).name),
  );
  const remote = fieldProblem(created.error, ['name', 'rulesetId', 'ruleset', 'setup'] as const);
  const verdict = setupCheck.verdictFor(form.rulesetId, form.setupText);
  const errorOf = (field: FormField): string | null => {
    const local = checked ? problems[field] : undefined;
    if (local) return t(`create.problem.${local}`, { ...bounds(field), ...setupDetail(field) });
    if (field === 'setup' && verdict?.kind === 'refused')
      return t('create.setup.refused', {
        game: proposal?.name ?? game?.name ?? '',
        message: `${verdict.refusal.rule}: ${verdict.refusal.message}`,
      });
    if (remote && (remote.field === field || (field === 'rulesetId' && remote.field === 'ruleset'))) return fieldMessage(remote);
    return null;
  };
  /** What JSON.parse said of the setup text, for the "not JSON" problem. */
  const setupDetail = (field: FormField) => {
    const reading = field === 'setup' ? readSetup(form.setupText) : null;
    return reading && !reading.ok && reading.detail ? { detail: reading.detail } : {};
  };

  /** Asks the game about the setup typed; the answer shows on the field (refused) or under it (accepted). */
  async function checkSetup(): Promise<boolean> {
    const reading = readSetup(form.setupText);
    if (!form.rulesetId || !reading.ok) {
      flushSync(() => setChecked(true));
      return false;
    }
    const answer = await setupCheck.check(form.rulesetId, form.setupText, reading.setup);
    return answer.kind === 'accepted';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second press while the first is under way does nothing.
    if (created.fetching || setupCheck.checking) return;
    flushSync(() => setChecked(true));
    if (Object.keys(problems).length > 0) return focusFirstInvalid(formRef.current);
    // A setup the game refuses would let a round start with no matches: the game is asked first, and nothing is created.
    if (form.playMode === 'engine') {
      const accepted = verdict?.kind === 'accepted' || (await checkSetup());
      if (!accepted) return focusFirstInvalid(formRef.current);
    }
    const answer = await create({ input: toCreateInput(form) });
    if (answer.data) void navigate(`/console/events/${answer.data.createCompetition.id}/players`);
    else focusFirstInvalid(formRef.current);
  }

  // Always a description, so the field is described from the start (React Aria links the one there when it mounts).
  const presetPoints = (key: PointsKey): string =>
    preset ? t('create.scoring.presetValue', { points: format.number(preset.scoring[key]) }) : t('create.scoring.presetUnknown');
  const secondary = preset?.scoring.secondary ?? [];
  const secondaryName = (name: string) =>
    name.startsWith('margin:')
      ? t('create.scoring.margin', { score: scoreName(scores, name.slice('margin:'.length)) })
      : scoreName(scores, name);

  const formatOptions = TOURNAMENT_FORMATS.map((id) => ({
    id,
    label: t(`create.format.kinds.${id}`),
    hint: t(`create.format.hints.${id}`),
  }));
  const tournament = form.kind === 'tournament';

  return (
    <div className="setup-create">
      <p className="console__back">
        <Link to="/console">{t('create.back')}</Link>
      </p>
      <h1>{t('create.title')}</h1>
      <p className="lead">{t('create.intro')}</p>
      <form ref={formRef} className="setup-create__form" onSubmit={(e) => void submit(e)} noValidate>
        <Part title={t('create.parts.event')}>
          <TextField label={t('create.name')} name="name" value={form.name} onChange={set('name')} error={errorOf('name')} isRequired />
          {rulesets.error && !rulesets.data ? (
            <LoadError error={rulesets.error} retry={() => reloadRulesets({ requestPolicy: 'network-only' })} />
          ) : (
            <Select
              label={t('create.game')}
              description={rulesets.fetching && !rulesets.data ? t('create.gameLoading') : undefined}
              options={games.map((g) => ({ id: g.id, label: g.name }))}
              value={form.rulesetId}
              onChange={set('rulesetId')}
              error={errorOf('rulesetId')}
              isRequired
            />
          )}
          {chosen.error && !proposal ? (
            <LoadError error={chosen.error} retry={() => reloadChosen({ requestPolicy: 'network-only' })} />
          ) : null}
          <ChoiceGroup
            layout="cards"
            label={t('create.kind.label')}
            value={form.kind}
            onChange={(kind) => setForm((f) => withKind(f, kind, offered ?? []))}
            choices={[
              { id: 'tournament', label: t('create.kind.tournament'), hint: t('create.kind.tournamentHint') },
              { id: 'league', label: t('create.kind.league'), hint: t('create.kind.leagueHint') },
            ]}
          />
        </Part>

        <Part title={t('create.parts.format')}>
          {tournament ? (
            <ChoiceGroup<FormatKind>
              layout="cards"
              label={t('create.format.label')}
              value={form.format}
              onChange={set('format')}
              choices={formatOptions}
            />
          ) : (
            <p className="note">{t('create.format.leagueNote')}</p>
          )}
          {form.format === 'swiss' ? (
            <div className="setup-row">
              <NumberField
                label={t('create.format.rounds')}
                description={t('create.format.roundsHint')}
                value={form.rounds}
                onChange={set('rounds')}
                minValue={LIMITS.rounds.min}
                maxValue={LIMITS.rounds.max}
                error={errorOf('rounds')}
              />
              <NumberField
                label={t('create.format.topCut')}
                description={t('create.format.topCutHint')}
                value={form.topCut}
                onChange={set('topCut')}
                minValue={LIMITS.topCut.min}
                maxValue={LIMITS.topCut.max}
                error={errorOf('topCut')}
              />
            </div>
          ) : null}
          {form.format === 'round_robin' ? (
            <ChoiceGroup
              layout="cards"
              label={t('create.format.cycles')}
              value={String(form.cycles) as '1' | '2'}
              onChange={(v) => set('cycles')(v === '2' ? 2 : 1)}
              choices={[
                { id: '1', label: t('create.format.cyclesOne') },
                { id: '2', label: t('create.format.cyclesTwo') },
              ]}
            />
          ) : null}
          {form.format === 'single_elimination' ? (
            <Checkbox isSelected={form.thirdPlace} onChange={set('thirdPlace')}>
              {t('create.format.thirdPlace')}
            </Checkbox>
          ) : null}
          {form.format === 'double_elimination' ? (
            <Checkbox isSelected={form.grandFinalReset} onChange={set('grandFinalReset')}>
              {t('create.format.grandFinalReset')}
            </Checkbox>
          ) : null}
          {form.format === 'league' ? (
            <div className="setup-row">
              <NumberField
                label={t('create.format.maxGamesPerPair')}
                description={t('create.format.noLimitHint')}
                value={form.maxGamesPerPair}
                onChange={set('maxGamesPerPair')}
                minValue={LIMITS.leagueGames.min}
                maxValue={LIMITS.leagueGames.max}
                error={errorOf('maxGamesPerPair')}
              />
              <NumberField
                label={t('create.format.maxGamesPerWeek')}
                description={t('create.format.noLimitHint')}
                value={form.maxGamesPerWeek}
                onChange={set('maxGamesPerWeek')}
                minValue={LIMITS.leagueGames.min}
                maxValue={LIMITS.leagueGames.max}
                error={errorOf('maxGamesPerWeek')}
              />
            </div>
          ) : null}
        </Part>

        <Part title={t('create.parts.scoring')}>
          <p className="note">{t('create.scoring.intro')}</p>
          {preset && secondary.length > 0 ? (
            <p className="note">
              {t('create.scoring.presetScores', {
                game: proposal?.name,
                scores: format.list(secondary.map((s) => secondaryName(s))),
              })}
            </p>
          ) : null}
          <div className="setup-row setup-row--points">
            {POINTS.map((key) => (
              <NumberField
                key={key}
                label={t(`create.scoring.${key}`)}
                description={presetPoints(key)}
                value={form.points[key]}
                onChange={(v) => setForm((f) => ({ ...f, points: { ...f.points, [key]: v } }))}
                minValue={0}
                error={errorOf(key)}
              />
            ))}
          </div>
          <TieBreakPicker
            kind={form.kind}
            value={form.tieBreaks}
            onChange={set('tieBreaks')}
            error={checked && problems.tieBreaks ? t(`create.problem.${problems.tieBreaks}`, { names: misfits }) : null}
            game={proposal && preset && offered ? { id: proposal.id, name: proposal.name, preset: preset.tieBreaks, offered } : null}
          />
        </Part>

        {tournament ? (
          <Part title={t('create.parts.pairing')}>
            <ChoiceGroup
              layout="cards"
              label={t('create.pairing.clubMates')}
              value={form.clubMates}
              onChange={set('clubMates')}
              choices={[
                { id: 'soft', label: t('create.pairing.soft'), hint: t('create.pairing.softHint') },
                { id: 'hard', label: t('create.pairing.hard'), hint: t('create.pairing.hardHint') },
                { id: 'off', label: t('create.pairing.off'), hint: t('create.pairing.offHint') },
              ]}
            />
            <Checkbox isSelected={form.freshTables} onChange={set('freshTables')}>
              {t('create.pairing.freshTables')}
            </Checkbox>
          </Part>
        ) : null}

        <Part title={t('create.parts.play')}>
          <ChoiceGroup
            layout="cards"
            label={t('create.play.mode')}
            value={form.playMode}
            onChange={set('playMode')}
            choices={[
              { id: 'paper', label: t('create.play.paper'), hint: t('create.play.paperHint') },
              { id: 'engine', label: t('create.play.engine'), hint: t('create.play.engineHint') },
            ]}
          />
          {form.playMode === 'engine' ? (
            <>
              <SetupDocumentField
                gameName={proposal?.name ?? game?.name ?? null}
                value={form.setupText}
                onChange={set('setupText')}
                error={errorOf('setup')}
                example={proposal?.setupExample ?? null}
                schema={proposal?.setupSchema ?? null}
                accepted={verdict?.kind === 'accepted'}
                checking={setupCheck.checking}
                onCheck={() => void checkSetup()}
              />
              {verdict?.kind === 'unanswered' ? <ErrorNotice error={verdict.error} /> : null}
              <ChoiceGroup
                layout="cards"
                label={t('create.play.dice')}
                value={form.dice}
                onChange={set('dice')}
                choices={[
                  { id: 'reported', label: t('create.play.reported'), hint: t('create.play.reportedHint') },
                  { id: 'server', label: t('create.play.server'), hint: t('create.play.serverHint') },
                ]}
              />
            </>
          ) : null}
          {tournament ? (
            <>
              <NumberField
                label={t('create.play.roundMinutes')}
                description={
                  game?.matchMinutes
                    ? t('create.play.roundMinutesGame', { game: game.name, minutes: game.matchMinutes })
                    : t('create.play.roundMinutesHint')
                }
                value={form.roundMinutes}
                onChange={set('roundMinutes')}
                minValue={LIMITS.roundMinutes.min}
                maxValue={LIMITS.roundMinutes.max}
                error={errorOf('roundMinutes')}
              />
              {form.playMode === 'paper' ? (
                <ChoiceGroup
                  layout="cards"
                  label={t('create.play.paperOutcome')}
                  value={form.paperOutcome}
                  onChange={set('paperOutcome')}
                  choices={[
                    { id: 'report', label: t('create.play.outcomeReport'), hint: t('create.play.outcomeReportHint') },
                    { id: 'draw', label: t('create.play.outcomeDraw'), hint: t('create.play.outcomeDrawHint') },
                  ]}
                />
              ) : null}
            </>
          ) : null}
        </Part>

        <Part title={t('create.parts.visibility')}>
          <Checkbox isSelected={form.published} onChange={set('published')}>
            {t('create.published')}
          </Checkbox>
          <Checkbox isSelected={form.rated} onChange={set('rated')}>
            {t('create.rated')}
          </Checkbox>
        </Part>

        {remote ? null : <ErrorNotice error={created.error} />}
        <div className="setup-actions">
          <Button type="submit" variant="primary">
            {setupCheck.checking && form.playMode === 'engine'
              ? t('create.setup.checking')
              : created.fetching
                ? t('create.submitting')
                : t('create.submit')}
          </Button>
          <Link to="/console">{t('create.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}

/** The bounds a field's problem names ("from 1 to 30"). */
function bounds(field: FormField): { min?: number; max?: number } {
  switch (field) {
    case 'name':
      return { max: LIMITS.name };
    case 'rounds':
      return LIMITS.rounds;
    case 'topCut':
      return LIMITS.topCut;
    case 'maxGamesPerPair':
    case 'maxGamesPerWeek':
      return LIMITS.leagueGames;
    case 'roundMinutes':
      return LIMITS.roundMinutes;
    default:
      return {};
  }
}
