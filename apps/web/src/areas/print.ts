/** The sheets an organiser prints: pairings, match slips, seat invitations with QR codes (loaded on demand). */
export { InvitationsPage } from '../features/print/InvitationsPage';
export { MatchSlipsPage } from '../features/print/MatchSlipsPage';
export { PairingsPrintPage } from '../features/print/PairingsPrintPage';
