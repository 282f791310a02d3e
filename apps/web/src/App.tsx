import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Header } from './components/Header';
import { RequireSession } from './components/RequireSession';
import { SignInPage } from './pages/auth/SignInPage';
import { SignUpPage } from './pages/auth/SignUpPage';
import { ClockSection } from './pages/console/ClockSection';
import { ConsoleEventLayout } from './pages/console/ConsoleEventLayout';
import { ConsoleHomePage } from './pages/console/ConsoleHomePage';
import { CreateEventPage } from './pages/console/CreateEventPage';
import { EventSection } from './pages/console/EventSection';
import { PlayersSection } from './pages/console/PlayersSection';
import { ResultsSection } from './pages/console/ResultsSection';
import { RoundsSection } from './pages/console/RoundsSection';
import { StandingsSection } from './pages/console/StandingsSection';
import { EventPage } from './pages/EventPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { MatchPage } from './pages/match/MatchPage';
import { JoinMatchPage } from './pages/player/JoinMatchPage';
import { PlayerCornerPage } from './pages/player/PlayerCornerPage';
import { PlayerGamesPage } from './pages/PlayerGamesPage';
import { InvitationsPage } from './pages/print/InvitationsPage';
import { MatchSlipsPage } from './pages/print/MatchSlipsPage';
import { PairingsPrintPage } from './pages/print/PairingsPrintPage';
import { ProjectorPage } from './pages/projector/ProjectorPage';
import { RatingsPage } from './pages/RatingsPage';
import { ReplayPage } from './pages/replay/ReplayPage';

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
        <Outlet />
      </main>
    </>
  );
}

/** Full-screen pages (the projector) and sheets to print: no header, nothing but what they show. */
function Bare() {
  return (
    <main id="main" className="bare" tabIndex={-1}>
      <Outlet />
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
