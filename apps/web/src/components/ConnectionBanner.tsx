import { useTranslation } from 'react-i18next';
import { useConnectionState, useNetworkOnline } from '../lib/online';

/**
 * Shown while the live connection is down and being opened again; what is on screen may be behind.
 * Not while the browser has no network at all: the site's OfflineNotice says so, and more.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const online = useNetworkOnline();
  if (state !== 'reconnecting' || !online) return null;
  return (
    <p className="connection-banner" role="status">
      {t('connection.reconnecting')}
    </p>
  );
}
