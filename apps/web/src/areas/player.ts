/** A player's own corner: their events, games and reports (App.tsx loads this area on demand). */
export { PlayerCornerPage } from '../features/player/PlayerCornerPage';
