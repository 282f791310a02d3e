import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui';
import { LIMIT, limitFits, type Limits } from '../../../lib/league';

/**
 * A season's two rules as the organiser types them: games per pairing and games per week, each
 * a whole number, or empty for no limit. A rule the API would refuse says so under its field.
 */
export function RulesFields({ value, onChange, checked }: { value: Limits; onChange: (next: Limits) => void; checked: boolean }) {
  const { t } = useTranslation('league');
  const error = (v: number | null) => (checked && !limitFits(v) ? t('rules.bad', { min: LIMIT.min, max: LIMIT.max }) : null);
  return (
    <div className="league-rules-fields">
      <NumberField
        label={t('rules.perPair')}
        description={t('rules.perPairHint')}
        value={value.maxGamesPerPair}
        onChange={(v) => onChange({ ...value, maxGamesPerPair: v })}
        minValue={LIMIT.min}
        maxValue={LIMIT.max}
        error={error(value.maxGamesPerPair)}
      />
      <NumberField
        label={t('rules.perWeek')}
        description={t('rules.perWeekHint')}
        value={value.maxGamesPerWeek}
        onChange={(v) => onChange({ ...value, maxGamesPerWeek: v })}
        minValue={LIMIT.min}
        maxValue={LIMIT.max}
        error={error(value.maxGamesPerWeek)}
      />
    </div>
  );
}
