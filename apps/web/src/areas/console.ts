/** The organiser's console: its events, each event's sections, the account's API keys (App.tsx loads this area on demand). */
export { ApiKeysPage } from '../pages/account/ApiKeysPage';
export { ClockSection } from '../pages/console/ClockSection';
export { ConsoleEventLayout } from '../pages/console/ConsoleEventLayout';
export { ConsoleHomePage } from '../pages/console/ConsoleHomePage';
export { CreateEventPage } from '../pages/console/CreateEventPage';
export { EventSection } from '../pages/console/EventSection';
export { PlayersSection } from '../pages/console/PlayersSection';
export { ResultsSection } from '../pages/console/ResultsSection';
export { RoundsSection } from '../pages/console/RoundsSection';
export { StandingsSection } from '../pages/console/StandingsSection';
export { LeagueSection } from '../pages/league/LeagueSection';
