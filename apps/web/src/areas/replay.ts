/** A match's replay, with its game's board (loaded on demand). */
export { ReplayPage } from '../features/replay/ReplayPage';
