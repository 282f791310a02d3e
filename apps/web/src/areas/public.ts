/** The public pages and signing in: what a first visit opens (App.tsx loads this area on demand). */
export { SignInPage } from '../pages/auth/SignInPage';
export { SignUpPage } from '../pages/auth/SignUpPage';
export { EventPage } from '../pages/EventPage';
export { HomePage } from '../pages/HomePage';
export { PlayerGamesPage } from '../pages/PlayerGamesPage';
export { RatingsPage } from '../pages/RatingsPage';
