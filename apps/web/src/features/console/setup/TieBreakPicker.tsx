import { useTranslation } from 'react-i18next';
import { Button, Select } from '../../../components/ui';
import type { CompetitionKind } from '../../../gql/graphql';
import { ChoiceGroup } from '../../../components/ui';
import { tieBreakOf, tieBreakWords, type TieBreakShown } from '../../../lib/tieBreaks';
import { move, presetTieBreaks, tieBreakChoices, type TieBreakOffer } from './eventForm';

/** A tie-break the game offers, as the API names it (in the page's language) and as the form judges it. */
export type OfferedTieBreak = TieBreakShown & TieBreakOffer;

/**
 * The tie-breaks: the game's preset, or the organiser's own order, built from the tie-breaks the
 * game offers (`Ruleset.tieBreakOptions`: the fixed ones and those on the game's own scores),
 * each named as the API names it. Each chosen one moves up or down with a button (no dragging
 * needed, so a keyboard and a phone work alike) and is removed with another. `game` is null
 * until a game is chosen.
 */
export function TieBreakPicker({
  kind,
  value,
  onChange,
  error,
  game,
}: {
  kind: CompetitionKind;
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  error: string | null;
  game: { id: string; name: string; preset: readonly string[]; offered: readonly OfferedTieBreak[] } | null;
}) {
  const { t } = useTranslation('setup');
  const name = (id: string) => tieBreakWords(t, tieBreakOf(game?.offered, id), game?.id).name;
  const preset = game ? presetTieBreaks(kind, game.preset, game.offered) : null;
  const choices = value && game ? tieBreakChoices(kind, value, game.offered) : [];
  return (
    <div className="setup-tie-breaks">
      <ChoiceGroup
        layout="cards"
        label={t('create.tieBreaks.label')}
        description={t('create.tieBreaks.description')}
        value={value === null ? 'preset' : 'own'}
        // Their own order starts from the game's, to be edited.
        onChange={(choice) => onChange(choice === 'preset' ? null : (preset ?? []))}
        choices={[
          {
            id: 'preset',
            label: t('create.tieBreaks.preset'),
            hint:
              game && preset
                ? preset.length > 0
                  ? t('create.tieBreaks.presetOf', { game: game.name, list: preset.map(name).join(' › ') })
                  : t('create.tieBreaks.presetNone', { game: game.name })
                : t('create.tieBreaks.presetHint'),
          },
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
          {game ? (
            choices.length > 0 ? (
              <Select
                label={t('create.tieBreaks.add')}
                options={choices.map((id) => ({ id, label: name(id) }))}
                value={null}
                onChange={(id) => onChange([...value, id])}
              />
            ) : null
          ) : (
            <p className="note">{t('create.tieBreaks.chooseGame')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
