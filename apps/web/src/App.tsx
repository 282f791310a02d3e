import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Header } from './components/Header';
import { RequireSession } from './components/RequireSession';
// Every page but "not found" is loaded with its area when first shown (areas/index.tsx).
import {
  ApiKeysPage,
  AreaBoundary,
  ClockSection,
  ConsoleEventLayout,
  ConsoleHomePage,
  CreateEventPage,
  EventPage,
  EventSection,
  HomePage,
  InvitationsPage,
  JoinMatchPage,
  LeagueSection,
  MatchPage,
  MatchSlipsPage,
  PairingsPrintPage,
  PlayerCornerPage,
  PlayerGamesPage,
  PlayersSection,
  ProjectorPage,
  RatingsPage,
  ReplayPage,
  ResultsSection,
  RoundsSection,
  SignInPage,
  SignUpPage,
  StandingsSection,
} from './areas';
import { NotFoundPage } from './NotFoundPage';

/** A match slip's code at /slip, for players without an account: a page of its own, loaded when opened. */
const SlipPage = lazy(async () => ({ default: (await import('./features/player/SlipPage')).SlipPage }));

/** The pages with the site's header: everything but the projector and the print sheets. */
function Site() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        <AreaBoundary>
          <Outlet />
        </AreaBoundary>
      </main>
    </>
  );
}

/** Full-screen pages (the projector) and sheets to print: no header, nothing but what they show. */
function Bare() {
  return (
    <main id="main" className="bare" tabIndex={-1}>
      <AreaBoundary>
        <Outlet />
      </AreaBoundary>
    </main>
  );
}

export function App() {
  return (
    <Routes>
      <Route element={<Bare />}>
        <Route path="/events/:id/projector" element={<ProjectorPage />} />
        <Route
          path="/console/events/:id/print/pairings/:round"
          element={
            <RequireSession>
              <PairingsPrintPage />
            </RequireSession>
          }
        />
        <Route
          path="/console/events/:id/print/slips/:round"
          element={
            <RequireSession>
              <MatchSlipsPage />
            </RequireSession>
          }
        />
        <Route
          path="/console/events/:id/print/invitations/:round"
          element={
            <RequireSession>
              <InvitationsPage />
            </RequireSession>
          }
        />
      </Route>
      <Route element={<Site />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/events/:id" element={<EventPage />} />
        <Route path="/events/:id/players/:playerId" element={<PlayerGamesPage />} />
        <Route path="/ratings" element={<RatingsPage />} />
        <Route path="/join" element={<JoinMatchPage />} />
        <Route path="/slip" element={<SlipPage />} />
        <Route path="/matches/:id" element={<MatchPage />} />
        <Route path="/matches/:id/replay" element={<ReplayPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route
          path="/play"
          element={
            <RequireSession>
              <PlayerCornerPage />
            </RequireSession>
          }
        />
        <Route
          path="/console"
          element={
            <RequireSession>
              <ConsoleHomePage />
            </RequireSession>
          }
        />
        <Route
          path="/account/api-keys"
          element={
            <RequireSession>
              <ApiKeysPage />
            </RequireSession>
          }
        />
        <Route
          path="/console/new"
          element={
            <RequireSession>
              <CreateEventPage />
            </RequireSession>
          }
        />
        <Route
          path="/console/events/:id"
          element={
            <RequireSession>
              <ConsoleEventLayout />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to="players" replace />} />
          <Route path="players" element={<PlayersSection />} />
          <Route path="rounds" element={<RoundsSection />} />
          <Route path="league" element={<LeagueSection />} />
          <Route path="clock" element={<ClockSection />} />
          <Route path="results" element={<ResultsSection />} />
          <Route path="standings" element={<StandingsSection />} />
          <Route path="event" element={<EventSection />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
