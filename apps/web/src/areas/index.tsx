import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../i18n/catalogues';

/**
 * The catalogues of the games' boards: their words are read through the common `t` by their
 * namespace (`konwoj:side.outpost`), which loads nothing by itself, so a page that names a
 * game's sides or shows its board waits for them.
 */
const GAMES: readonly Namespace[] = ['konwoj', 'vigilantPeace'];

/**
 * The app's pages, each loaded with its area the first time a page of that area is shown: a
 * first visit to an event's public page downloads the public pages, not the console, the
 * projector, the boards or the QR codes. An area is one module (./public, ./console…) so its
 * pages come in one download: moving between the console's sections loads nothing more.
 * `catalogues` are loaded alongside the code, for strings read by namespace rather than through
 * the page's own `useTranslation` (each component's own namespaces load with it anyway).
 * App.tsx shows them inside AreaBoundary, which says "loading" while a first visit's area comes;
 * a link to another area keeps the current page until the next is ready (router transitions).
 */
function page<M, K extends keyof M & string>(area: () => Promise<M>, name: K, catalogues: readonly Namespace[] = []): ComponentType {
  const Page = lazy(async () => ({ default: (await area())[name] as ComponentType }));
  if (catalogues.length === 0) return Page;
  function WithCatalogues() {
    // The code is asked for now, so it downloads while useTranslation waits for the catalogues.
    void area();
    useTranslation([...catalogues]);
    return <Page />;
  }
  WithCatalogues.displayName = `${name}WithCatalogues`;
  return WithCatalogues;
}

const publicArea = () => import('./public');
export const EventPage = page(publicArea, 'EventPage');
export const HomePage = page(publicArea, 'HomePage');
export const PlayerGamesPage = page(publicArea, 'PlayerGamesPage');
export const RatingsPage = page(publicArea, 'RatingsPage');
export const SignInPage = page(publicArea, 'SignInPage');
export const SignUpPage = page(publicArea, 'SignUpPage');

export const PlayerCornerPage = page(() => import('./player'), 'PlayerCornerPage');

const consoleArea = () => import('./console');
export const ApiKeysPage = page(consoleArea, 'ApiKeysPage');
export const ClockSection = page(consoleArea, 'ClockSection');
export const ConsoleEventLayout = page(consoleArea, 'ConsoleEventLayout');
export const ConsoleHomePage = page(consoleArea, 'ConsoleHomePage');
export const CreateEventPage = page(consoleArea, 'CreateEventPage');
export const EventSection = page(consoleArea, 'EventSection');
export const LeagueSection = page(consoleArea, 'LeagueSection');
export const PlayersSection = page(consoleArea, 'PlayersSection');
export const ResultsSection = page(consoleArea, 'ResultsSection');
export const RoundsSection = page(consoleArea, 'RoundsSection');
export const StandingsSection = page(consoleArea, 'StandingsSection');

// The invitations name each seat's side in the game's words.
const printArea = () => import('./print');
export const InvitationsPage = page(printArea, 'InvitationsPage', GAMES);
export const MatchSlipsPage = page(printArea, 'MatchSlipsPage');
export const PairingsPrintPage = page(printArea, 'PairingsPrintPage');

export const ProjectorPage = page(() => import('./projector'), 'ProjectorPage');

// Boards, orders and sides in each game's words; the replay's event list reads its own by namespace too.
const matchArea = () => import('./match');
export const JoinMatchPage = page(matchArea, 'JoinMatchPage', GAMES);
export const MatchPage = page(matchArea, 'MatchPage', GAMES);
export const ReplayPage = page(() => import('./replay'), 'ReplayPage', [...GAMES, 'replay']);

export { AreaBoundary } from './AreaBoundary';
