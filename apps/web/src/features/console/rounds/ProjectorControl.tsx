import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClockCompetitionFragment, ProjectorView } from '../../../gql/graphql';
import { usePublicAddress } from '../../../lib/publicAddress';
import { ActionError } from '../../../components/ActionError';
import { ChooseProjectorViewMutation } from '../api/rounds';
import { useCommand } from '../../../lib/useCommand';

const VIEWS = ['cycle', 'clock', 'pairings', 'standings'] as const satisfies readonly ProjectorView[];

const VIEW_KEYS = {
  cycle: 'projector.cycle',
  clock: 'projector.clock',
  pairings: 'projector.pairings',
  standings: 'projector.standings',
} as const satisfies Record<ProjectorView, string>;

/**
 * What the hall's projector shows, chosen here and followed by every projector page of the
 * event at once; and the address to open on the hall's screen.
 */
export function ProjectorControl({
  competition,
  onAnswer,
  onReload,
}: {
  competition: ClockCompetitionFragment;
  onAnswer: (answer: ClockCompetitionFragment) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('rounds');
  const choose = useCommand(ChooseProjectorViewMutation);
  const path = `/events/${competition.id}/projector`;
  // The address the hall's screen (another computer, often) opens.
  const { origin } = usePublicAddress();
  const pick = async (keys: Set<Key>) => {
    const [view] = [...keys] as ProjectorView[];
    if (!view || view === competition.projectorView) return;
    const answer = await choose.run({ input: { competitionId: competition.id, expectedVersion: competition.version, view } });
    if (answer) onAnswer(answer.chooseProjectorView);
  };
  return (
    <section className="projector-control" aria-labelledby="projector-title">
      <h3 id="projector-title">{t('projector.title')}</h3>
      <p id="projector-now" role="status">
        {choose.busy ? t('common.working') : t('projector.current', { view: t(VIEW_KEYS[competition.projectorView]) })}
      </p>
      <ToggleButtonGroup
        className="projector-views"
        aria-labelledby="projector-title"
        aria-describedby="projector-now"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[competition.projectorView]}
        onSelectionChange={(keys) => void pick(keys)}
        isDisabled={choose.busy}
      >
        {VIEWS.map((view) => (
          <ToggleButton key={view} id={view} className="projector-view">
            {t(VIEW_KEYS[view])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ActionError error={choose.error} onReload={onReload} />
      <p>
        {t('projector.linkIntro')}{' '}
        <Link to={path} target="_blank" rel="noopener">
          {t('projector.open')}
          <span className="visually-hidden"> {t('common.newTab')}</span>
        </Link>
      </p>
      <p className="projector-address">
        <code>{`${origin ?? window.location.origin}${path}`}</code>
      </p>
    </section>
  );
}
