import { useTranslation } from 'react-i18next';
import { Button, Select } from '../../../components/ui';
import { tieBreakName } from '../../../format';
import type { CompetitionKind } from '../../../gql/graphql';
import { ChoiceGroup } from './ChoiceGroup';
import { fitsLeague, move, tieBreakChoices } from './eventForm';

/** Where an organiser who leaves the game's preset starts: FIDE's usual Swiss order (what a game without a preset uses). */
const STARTING_ORDER = ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'head-to-head'];

/**
 * The tie-breaks: the game's preset, or the organiser's own order, built from the ids the API
 * takes. Each chosen one moves up or down with a button (no dragging needed, so a keyboard and
 * a phone work alike) and is removed with another.
 */
export function TieBreakPicker({
  kind,
  value,
  onChange,
  error,
}: {
  kind: CompetitionKind;
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation('setup');
  const { t: common } = useTranslation();
  const name = (id: string) => tieBreakName(common, id);
  const choices = value ? tieBreakChoices(kind, value) : [];
  return (
    <div className="setup-tie-breaks">
      <ChoiceGroup
        label={t('create.tieBreaks.label')}
        description={t('create.tieBreaks.description')}
        value={value === null ? 'preset' : 'own'}
        onChange={(choice) => onChange(choice === 'preset' ? null : STARTING_ORDER.filter((id) => kind !== 'league' || fitsLeague(id)))}
        options={[
          { id: 'preset', label: t('create.tieBreaks.preset'), hint: t('create.tieBreaks.presetHint') },
          { id: 'own', label: t('create.tieBreaks.own'), hint: t('create.tieBreaks.ownHint') },
        ]}
      />
      {value ? (
        <div className="setup-tie-breaks__own">
          {value.length === 0 ? (
            <p className="note">{t('create.tieBreaks.none')}</p>
          ) : (
            <ol className="setup-order" aria-label={t('create.tieBreaks.orderLabel')}>
              {value.map((id, index) => (
                <li key={id} className="setup-order__item">
                  <span className="setup-order__name">{name(id)}</span>
                  <span className="setup-order__actions">
                    <Button
                      variant="quiet"
                      aria-label={t('create.tieBreaks.up', { name: name(id) })}
                      isDisabled={index === 0}
                      onPress={() => onChange(move(value, index, -1))}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="quiet"
                      aria-label={t('create.tieBreaks.down', { name: name(id) })}
                      isDisabled={index === value.length - 1}
                      onPress={() => onChange(move(value, index, 1))}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="quiet"
                      aria-label={t('create.tieBreaks.remove', { name: name(id) })}
                      onPress={() => onChange(value.filter((x) => x !== id))}
                    >
                      ✕
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          )}
          {error ? (
            <p className="setup-error" role="alert">
              {error}
            </p>
          ) : null}
          {choices.length > 0 ? (
            <Select
              label={t('create.tieBreaks.add')}
              options={choices.map((id) => ({ id, label: name(id) }))}
              value={null}
              onChange={(id) => onChange([...value, id])}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
