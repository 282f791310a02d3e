import { useTranslation } from 'react-i18next';
import { useNetworkOnline } from '../lib/online';

/**
 * Above every page (main.tsx), while the browser has no network: what is shown may be behind and
 * nothing can be sent. Pages already open keep what they have; a page opened now gets the service
 * worker's offline page (docs/web.md). The live region is always there, so a screen reader
 * announces the words when they appear.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useNetworkOnline();
  return (
    <div role="status" className={online ? undefined : 'offline-notice'}>
      {online ? null : t('connection.offline')}
    </div>
  );
}
