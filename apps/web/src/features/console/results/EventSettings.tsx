import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFormat, readFormat, useFormat } from '../../../lib/format';
import { useGameName } from '../../../lib/games';
import type { EventDeskFragment } from '../../../gql/graphql';
import { tieBreakOf, tieBreakWords, type TieBreakShown } from '../../../lib/tieBreaks';
import { readScoring } from '../../../lib/scoring';
import { scoreLabel } from './tieBreakHelp';

/** The strictness of a pairing constraint, as the catalogue names it; anything else as it is. */
const STRICTNESS = ['hard', 'soft', 'off'] as const;

function readConstraints(value: unknown): { clubMates: string | null; avoided: number } {
  if (!value || typeof value !== 'object') return { clubMates: null, avoided: 0 };
  const c = value as Record<string, unknown>;
  return { clubMates: typeof c.clubMates === 'string' ? c.clubMates : null, avoided: Array.isArray(c.avoid) ? c.avoid.length : 0 };
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The event's settings as the organiser made them at creation: read only, since they are fixed
 * from then on. `tieBreaks`: the event's tie-breaks as the API names them.
 */
export function EventSettings({
  competition,
  tieBreaks,
}: {
  competition: EventDeskFragment;
  tieBreaks: readonly TieBreakShown[] | null | undefined;
}) {
  const { t } = useTranslation('results');
  const { t: common } = useTranslation();
  const gameName = useGameName();
  const format = readFormat(competition.format);
  const scoring = readScoring(competition.scoring);
  const constraints = readConstraints(competition.constraints);
  const formatter = useFormat();
  const number = (v: number) => formatter.number(v);
  const yesNo = (v: boolean) => (v ? t('event.yes') : t('event.no'));
  const finishedRounds = competition.rounds.filter((r) => r.finished).length;
  const strictness =
    constraints.clubMates && (STRICTNESS as readonly string[]).includes(constraints.clubMates)
      ? t(`event.strictness.${constraints.clubMates as (typeof STRICTNESS)[number]}`)
      : (constraints.clubMates ?? '—');
  return (
    <section aria-labelledby="event-settings-title" className="results-panel">
      <h3 id="event-settings-title">{t('event.settings')}</h3>
      <dl className="facts event-facts">
        <Fact term={common('event.game')}>{gameName(competition.rulesetId)}</Fact>
        <Fact term={common('event.kind')}>
          {competition.kind === 'league' ? common('competition.kind.league') : common('competition.kind.tournament')}
        </Fact>
        <Fact term={common('event.format')}>{format ? describeFormat(common, format) : '—'}</Fact>
        <Fact term={common('event.status')}>
          {competition.finished ? common('competition.state.finished') : common('competition.state.running')}
        </Fact>
        <Fact term={common('event.players')}>{competition.players?.totalCount ?? 0}</Fact>
        <Fact term={common('event.rounds')}>
          {common('event.roundsValue', { finished: finishedRounds, paired: competition.rounds.length })}
        </Fact>
        <Fact term={t('event.play')}>{competition.playMode === 'engine' ? t('event.playEngine') : t('event.playPaper')}</Fact>
        <Fact term={t('event.published')}>{competition.published ? t('event.publishedYes') : t('event.publishedNo')}</Fact>
        <Fact term={t('event.rated')}>{yesNo(competition.rated)}</Fact>
        <Fact term={t('event.points')}>
          {scoring
            ? t('event.pointsValue', {
                win: number(scoring.win),
                draw: number(scoring.draw),
                loss: number(scoring.loss),
                bye: number(scoring.bye),
              })
            : '—'}
        </Fact>
        <Fact term={t('event.primary')}>
          {!scoring || scoring.primary === 'points' ? t('event.primaryPoints') : scoreLabel(t, scoring.primary)}
        </Fact>
        {scoring && scoring.secondary.length > 0 ? (
          <Fact term={t('event.secondary')}>
            {scoring.secondary
              .map((s) => (s.startsWith('margin:') ? t('event.margin', { score: scoreLabel(t, s.slice(7)) }) : scoreLabel(t, s)))
              .join(', ')}
          </Fact>
        ) : null}
        <Fact term={t('event.tieBreaks')}>
          {competition.tieBreaks.length > 0 ? (
            <ol className="event-facts__list">
              {competition.tieBreaks.map((id) => (
                <li key={id}>{tieBreakWords(t, tieBreakOf(tieBreaks, id), competition.rulesetId).name}</li>
              ))}
            </ol>
          ) : (
            t('event.none')
          )}
        </Fact>
        <Fact term={t('event.clubMates')}>{strictness}</Fact>
        {constraints.avoided > 0 ? <Fact term={t('event.avoided')}>{constraints.avoided}</Fact> : null}
        <Fact term={t('event.freshTables')}>{yesNo(competition.freshTables)}</Fact>
        <Fact term={t('event.roundLength')}>
          {competition.timing.roundMinutes ? t('event.minutes', { count: competition.timing.roundMinutes }) : t('event.notSet')}
        </Fact>
        <Fact term={t('event.timeCalled')}>
          {competition.timing.paperOutcome === 'draw' ? t('event.timeCalledDraw') : t('event.timeCalledReport')}
        </Fact>
      </dl>
    </section>
  );
}
