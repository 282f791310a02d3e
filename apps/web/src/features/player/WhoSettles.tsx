import { useTranslation } from 'react-i18next';
import '../../styles/slip.css';

/**
 * Who settles a game whose result waits for the opponent: one without an account confirms with
 * the code on their part of the match slip (or the organiser settles it); one with an account
 * confirms from it or with their code. Said wherever a player waits, so nobody waits for ever
 * for a confirmation that cannot come from the player's corner.
 */
export function WhoSettles({ opponentHasAccount }: { opponentHasAccount: boolean }) {
  const { t } = useTranslation('slip');
  return <p className="who-settles">{opponentHasAccount ? t('settles.withAccount') : t('settles.noAccount')}</p>;
}
