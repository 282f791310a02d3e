import { useTranslation } from 'react-i18next';
import { ChoiceGroup, type Choice } from '../../../components/ui';
import type { PairingMethod, RoundsCompetitionFragment } from '../../../gql/graphql';

type Round = RoundsCompetitionFragment['rounds'][number];

export const PAIRING_METHODS: readonly PairingMethod[] = ['random', 'rating', 'seeds'];

/** How round 1 is to be paired, chosen as it is paired: at random by default. */
export function FirstRoundChoice({ value, onChange }: { value: PairingMethod; onChange: (method: PairingMethod) => void }) {
  const { t } = useTranslation('rounds');
  const choices: Choice<PairingMethod>[] = PAIRING_METHODS.map((m) => ({
    id: m,
    label: t(`firstRound.${m}`),
    hint: t(`firstRound.${m}Hint`),
  }));
  return (
    <ChoiceGroup
      label={t('firstRound.label')}
      description={t('firstRound.description')}
      choices={choices}
      value={value}
      onChange={onChange}
      layout="cards"
    />
  );
}

/**
 * How round 1 was paired, as the organiser checks it: the method and, for a draw, the
 * commitment that was in the event's history before the pairing and the seed revealed after it.
 */
export function FirstRoundSummary({ round }: { round: Round }) {
  const { t } = useTranslation('rounds');
  const method = round.pairingMethod;
  if (!method) return null;
  return (
    <div className="first-round" role="group" aria-labelledby={`round-${round.round}-draw`}>
      <p id={`round-${round.round}-draw`} className="first-round__title">
        {t(`firstRound.method.${method}`)}
      </p>
      {method === 'random' && round.seedCommitment ? (
        <dl className="first-round__facts">
          <dt>{t('firstRound.commitment')}</dt>
          <dd>
            <code className="first-round__hash">{round.seedCommitment}</code>
          </dd>
          <dt>{t('firstRound.seed')}</dt>
          <dd>
            <code className="first-round__hash">{round.revealedSeed ?? t('firstRound.notRevealed')}</code>
          </dd>
        </dl>
      ) : null}
    </div>
  );
}
