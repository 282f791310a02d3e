import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../providers';

/** Shown while the live connection is down and being opened again; what is on screen may be behind. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  if (state !== 'reconnecting') return null;
  return (
    <p className="connection-banner" role="status">
      {t('connection.reconnecting')}
    </p>
  );
}
