/** The public pages and signing in: what a first visit opens (App.tsx loads this area on demand). */
export { SignInPage } from '../features/auth/SignInPage';
export { SignUpPage } from '../features/auth/SignUpPage';
export { EventPage } from '../features/public/EventPage';
export { HomePage } from '../features/public/HomePage';
export { PlayerGamesPage } from '../features/public/PlayerGamesPage';
export { RatingsPage } from '../features/public/RatingsPage';
