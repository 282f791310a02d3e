import type { Namespace, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { gameUi } from '../boards';

/**
 * A side of a game's table by the game's name for it ("Moloch", "Outpost"; "Side A" where the
 * game names its sides A, B…), never its id (`moloch`): the game's own words (`GameUi.sideName`),
 * and for a game whose board does not name its sides, "Side A" from the common catalogue.
 * `t` is the app's common translation with the game's catalogue loaded (`useSideLabel` loads it).
 */
export function sideLabel(rulesetId: string, side: string, t: TFunction): string {
  const name = gameUi(rulesetId).sideName(side, t);
  return name === side ? t('side', { side }) : name;
}

/** The catalogue each board's words are in: a page loads it before it names a side (catalogues load with the pages that use them). */
const GAME_CATALOGUES: Readonly<Record<string, Namespace>> = { konwoj: 'konwoj', 'vigilant-peace': 'vigilantPeace' };

/** `sideLabel` for a page, with the game's catalogue loaded first; a side of an unknown game reads "Side <id>". */
export function useSideLabel(rulesetId: string | null | undefined): (side: string) => string {
  const game = rulesetId && Object.hasOwn(GAME_CATALOGUES, rulesetId) ? GAME_CATALOGUES[rulesetId] : null;
  const { t } = useTranslation();
  // Only to load the game's catalogue (the page waits for it): its words are read through `t` by their namespace.
  useTranslation(game ?? 'translation');
  return (side) => (rulesetId ? sideLabel(rulesetId, side, t) : t('side', { side }));
}
