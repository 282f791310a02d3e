/** The sheets an organiser prints: pairings, match slips, seat invitations with QR codes (loaded on demand). */
export { InvitationsPage } from '../pages/print/InvitationsPage';
export { MatchSlipsPage } from '../pages/print/MatchSlipsPage';
export { PairingsPrintPage } from '../pages/print/PairingsPrintPage';
