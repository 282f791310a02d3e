import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';
import { isoWeekDays } from '../lib/competitionGames';
import { limitsOf, type LimitsView } from '../lib/league';

/** One rule in words: "at most 2 games" or "no limit". */
function RuleValue({ value }: { value: number | null }) {
  const { t } = useTranslation('league');
  const f = useFormat();
  return <>{value === null ? t('rules.noLimit') : t('rules.atMost', { count: value, value: f.number(value) })}</>;
}

/** A season's rules as facts: games per pairing and games per week. */
export function SeasonRules({ limits: given, label }: { limits: LimitsView; label: string }) {
  const { t } = useTranslation('league');
  const limits = limitsOf(given);
  return (
    <dl className="facts league-rules" aria-label={label}>
      <div>
        <dt>{t('rules.perPair')}</dt>
        <dd>
          <RuleValue value={limits.maxGamesPerPair} />
        </dd>
      </div>
      <div>
        <dt>{t('rules.perWeek')}</dt>
        <dd>
          <RuleValue value={limits.maxGamesPerWeek} />
        </dd>
      </div>
    </dl>
  );
}

/** An ISO week as people read it: its number and its days, "Week 47 (16–22 Nov 2026)"; an unreadable one as written. */
export function WeekText({ week }: { week: string | null | undefined }) {
  const { t } = useTranslation('league');
  const f = useFormat();
  if (!week) return <>—</>;
  const days = isoWeekDays(week);
  if (!days) return <>{week}</>;
  return <>{t('week', { week: days.week, dates: f.dateRange(days.monday, days.sunday) })}</>;
}

/** The weeks a season had games in, first to last: "Week 3 (…) – week 9 (…)"; none yet. */
export function SeasonSpan({ weeks }: { weeks: readonly string[] }) {
  const { t } = useTranslation('league');
  const f = useFormat();
  const first = weeks.length ? isoWeekDays(weeks[0]) : null;
  const last = weeks.length ? isoWeekDays(weeks[weeks.length - 1]) : null;
  if (!first || !last) return <>{t('history.noWeeks')}</>;
  return <>{f.dateRange(first.monday, last.sunday)}</>;
}
