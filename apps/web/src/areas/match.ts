/**
 * A match played in the app, with its game's board, and taking a seat in it by invitation (/join
 * names the seat by the game's words, and goes on to the match): loaded on demand.
 */
export { MatchPage } from '../features/match/MatchPage';
export { JoinMatchPage } from '../features/match/JoinMatchPage';
