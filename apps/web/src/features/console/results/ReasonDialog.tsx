import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Button, ModalDialog, TextField } from '../../../components/ui';

/**
 * A decision at the results desk that the audit trail keeps with its reason: the form's own
 * fields (`children`), then the reason, the API's refusal (the dialog stays open with it, nothing
 * changed) and the buttons. Checked here rather than by the browser, so each message is the app's
 * own, next to its field, in the reader's language.
 */
export function ReasonDialog({
  title,
  role,
  onClose,
  onSubmit,
  children,
  reason,
  onReasonChange,
  reasonHelp,
  checked,
  error,
  busy,
  submitLabel,
  submitVariant = 'primary',
  isSubmitDisabled = false,
}: {
  title: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  reason: string;
  onReasonChange: (reason: string) => void;
  reasonHelp?: string;
  /** Whether the organiser has tried to submit: only then is a missing reason shown as one. */
  checked: boolean;
  error: CombinedError | undefined;
  busy: boolean;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  isSubmitDisabled?: boolean;
}) {
  const { t } = useTranslation('results');
  return (
    <ModalDialog title={title} isOpen onClose={onClose} role={role}>
      <form
        className="results-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <TextField
          label={t('dialog.reason')}
          description={reasonHelp}
          value={reason}
          onChange={onReasonChange}
          error={checked && !reason.trim() ? t('dialog.reasonRequired') : null}
          isRequired
        />
        <ErrorNotice error={error} />
        <div className="results-form__buttons">
          <Button onPress={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant={submitVariant} isDisabled={busy || isSubmitDisabled}>
            {busy ? t('dialog.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
