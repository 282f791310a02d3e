import en from './en.json';
import enConsole from './en/console.json';
import enPlayer from './en/player.json';
import enProjector from './en/projector.json';
import enPublic from './en/public.json';
import enResults from './en/results.json';
import enRounds from './en/rounds.json';
import enSetup from './en/setup.json';
import enMatch from './en/match.json';
import enReplay from './en/replay.json';
import enKonwoj from './en/konwoj.json';
import enVigilantPeace from './en/vigilantPeace.json';
import enLeague from './en/league.json';
import enOffline from './en/offline.json';
import enSlip from './en/slip.json';
import enAccount from './en/account.json';
import pl from './pl.json';
import plConsole from './pl/console.json';
import plPlayer from './pl/player.json';
import plProjector from './pl/projector.json';
import plPublic from './pl/public.json';
import plResults from './pl/results.json';
import plRounds from './pl/rounds.json';
import plSetup from './pl/setup.json';
import plMatch from './pl/match.json';
import plReplay from './pl/replay.json';
import plKonwoj from './pl/konwoj.json';
import plVigilantPeace from './pl/vigilantPeace.json';
import plLeague from './pl/league.json';
import plOffline from './pl/offline.json';
import plSlip from './pl/slip.json';
import plAccount from './pl/account.json';

/**
 * Every string of the app, one catalogue per language and area: `translation` for what every
 * page shares (header, status, formats, the games' scores), then the organiser's console (its frame;
 * setting up and registering; rounds, clock and print; results and standings), the projector,
 * the public pages and the players' corner; a league's seasons (console, corner and public page alike); the match page, the replay viewer and each game's board; the page the service worker shows offline; the account's own pages (API keys). English is the one keys are typed from
 * (i18next.d.ts); catalogues.test.ts keeps Polish in step with it.
 */
export const CATALOGUES = {
  en: {
    translation: en,
    console: enConsole,
    setup: enSetup,
    rounds: enRounds,
    results: enResults,
    projector: enProjector,
    public: enPublic,
    player: enPlayer,
    slip: enSlip,
    league: enLeague,
    match: enMatch,
    replay: enReplay,
    konwoj: enKonwoj,
    vigilantPeace: enVigilantPeace,
    offline: enOffline,
    account: enAccount,
  },
  pl: {
    translation: pl,
    console: plConsole,
    setup: plSetup,
    rounds: plRounds,
    results: plResults,
    projector: plProjector,
    public: plPublic,
    player: plPlayer,
    slip: plSlip,
    league: plLeague,
    match: plMatch,
    replay: plReplay,
    konwoj: plKonwoj,
    vigilantPeace: plVigilantPeace,
    offline: plOffline,
    account: plAccount,
  },
} as const;

export type Namespace = keyof (typeof CATALOGUES)['en'];
export const NAMESPACES = Object.keys(CATALOGUES.en) as Namespace[];
