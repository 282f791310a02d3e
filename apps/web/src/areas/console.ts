/** The organiser's console: its events, each event's sections, the account's API keys (App.tsx loads this area on demand). */
export { ApiKeysPage } from '../features/account/ApiKeysPage';
export { ClockSection } from '../features/console/ClockSection';
export { ConsoleEventLayout } from '../features/console/ConsoleEventLayout';
export { ConsoleHomePage } from '../features/console/ConsoleHomePage';
export { CreateEventPage } from '../features/console/CreateEventPage';
export { EventSection } from '../features/console/EventSection';
export { LeagueSection } from '../features/console/LeagueSection';
export { PlayersSection } from '../features/console/PlayersSection';
export { ResultsSection } from '../features/console/ResultsSection';
export { RoundsSection } from '../features/console/RoundsSection';
export { StandingsSection } from '../features/console/StandingsSection';
