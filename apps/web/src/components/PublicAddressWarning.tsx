import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicAddress } from '../lib/publicAddress';
import '../styles/public-address.css';

/**
 * For the organiser, where they make links for players (the console, the invitations to print):
 * a warning when those links would open this computer rather than the server on a player's phone
 * (localhost, 127.0.0.1), and what to do about it. Nothing when the links are fine.
 */
export function PublicAddressWarning() {
  const { t } = useTranslation('console');
  const titleId = useId();
  const { origin, loopback } = usePublicAddress();
  if (!origin || !loopback) return null;
  return (
    <section className="address-warning no-print" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="address-warning__title">
        {t('publicAddress.title')}
      </h2>
      <p>{t('publicAddress.loopback', { address: origin })}</p>
      <p>{t('publicAddress.fix')}</p>
    </section>
  );
}
