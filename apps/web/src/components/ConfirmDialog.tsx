import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { Button, ModalDialog, type ButtonVariant } from './ui';
import { ActionError } from './ActionError';

/**
 * A step that cannot be taken back (pairing again, starting a round, reissuing an invitation),
 * said in words before it is taken. A refusal stays in the dialog, and nothing has changed.
 */
export function ConfirmDialog({
  title,
  isOpen,
  onClose,
  onConfirm,
  confirmLabel,
  busy,
  error,
  onReload,
  variant = 'primary',
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  busy: boolean;
  error: CombinedError | null | undefined;
  onReload: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation('rounds');
  return (
    <ModalDialog title={title} isOpen={isOpen} onClose={onClose} role="alertdialog">
      <div className="rounds-dialog__body">{children}</div>
      <ActionError error={error} onReload={onReload} />
      <div className="rounds-actions">
        <Button variant={variant} onPress={onConfirm} isDisabled={busy}>
          {busy ? t('common.working') : confirmLabel}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
