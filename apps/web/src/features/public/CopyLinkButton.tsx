import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, TextField } from '../../components/ui';

/**
 * Copies a link to the clipboard. Where the browser will not (no permission, an insecure page
 * at a venue's local address), the link is shown in a field to copy by hand instead.
 */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('public');
  const [state, setState] = useState<{ url: string; copied: boolean } | null>(null);
  // A message about an earlier link (another round) is not about this one.
  const shown = state?.url === url ? state : null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState({ url, copied: true });
    } catch {
      setState({ url, copied: false });
    }
  }

  return (
    <div className="copy-link">
      <Button onPress={() => void copy()}>{label}</Button>
      {shown?.copied ? <Notice tone="success">{t('share.copied')}</Notice> : null}
      {shown && !shown.copied ? (
        <TextField label={t('share.manual')} value={url} onChange={() => undefined} type="url" className="copy-link__field" />
      ) : null}
    </div>
  );
}
