import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { Button, ModalDialog, NumberField, Select, TextField, type Option } from '../../../components/ui';
import { ActionError } from '../../../components/ActionError';
import { MAX_MINUTES, validMinutes } from './roundMinutes';

/** Minutes for the round clock (a round's length, extra time), and the API's range for them. */
export function MinutesField({
  label,
  description,
  value,
  onChange,
  invalid,
}: {
  label: string;
  description?: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  /** Shown as out of range: set when the form was sent with it so. */
  invalid: boolean;
}) {
  const { t } = useTranslation('rounds');
  return (
    <NumberField
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      minValue={1}
      maxValue={MAX_MINUTES}
      error={invalid ? t('clock.minutesInvalid') : null}
      isRequired
    />
  );
}

/**
 * A change to the round clock that the audit trail keeps with its reason: pausing, resuming,
 * giving time. The reason is required but for resuming (`optional`), the expected end of a
 * pause: then an empty one is sent as none. The dialog stays open with the refusal when the
 * server says no.
 */
function ReasonForm({
  intro,
  reasonLabel,
  reasonHint,
  submitLabel,
  busy,
  error,
  onReload,
  onCancel,
  onSubmit,
  validate,
  optional = false,
  children,
}: {
  intro: string;
  reasonLabel: string;
  reasonHint: string;
  submitLabel: string;
  busy: boolean;
  error: CombinedError | null;
  onReload: () => void;
  onCancel: () => void;
  onSubmit: (reason: string | null) => void;
  /** A problem with the other fields, or null. */
  validate?: () => boolean;
  /** The reason may be left empty. */
  optional?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('rounds');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // noValidate: the app says what is missing, in the reader's language, rather than the browser.
  return (
    <form
      noValidate
      className="rounds-form"
      onSubmit={(e) => {
        e.preventDefault();
        const fieldsOk = validate ? validate() : true;
        const given = reason.trim();
        setMissing(!given && !optional);
        if ((given || optional) && fieldsOk) onSubmit(given || null);
      }}
    >
      <p>{intro}</p>
      {children}
      <TextField
        label={reasonLabel}
        description={reasonHint}
        value={reason}
        onChange={setReason}
        error={missing ? t('clock.reasonRequired') : null}
        isRequired={!optional}
      />
      <ActionError error={error} onReload={onReload} />
      <div className="rounds-actions">
        <Button type="submit" variant="primary" isDisabled={busy}>
          {busy ? t('common.working') : submitLabel}
        </Button>
        <Button variant="quiet" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface CommandProps {
  isOpen: boolean;
  onClose: () => void;
  busy: boolean;
  error: CombinedError | null;
  onReload: () => void;
}

export function PauseDialog({ round, onPause, ...command }: CommandProps & { round: number; onPause: (reason: string) => void }) {
  const { t } = useTranslation('rounds');
  return (
    <ModalDialog title={t('clock.pauseTitle', { round })} isOpen={command.isOpen} onClose={command.onClose}>
      <ReasonForm
        intro={t('clock.pauseIntro')}
        reasonLabel={t('clock.reason')}
        reasonHint={t('clock.pauseHint')}
        submitLabel={t('clock.pause')}
        busy={command.busy}
        error={command.error}
        onReload={command.onReload}
        onCancel={command.onClose}
        onSubmit={(reason) => onPause(reason ?? '')}
      />
    </ModalDialog>
  );
}

export function ResumeDialog({ round, onResume, ...command }: CommandProps & { round: number; onResume: (reason: string | null) => void }) {
  const { t } = useTranslation('rounds');
  return (
    <ModalDialog title={t('clock.resumeTitle', { round })} isOpen={command.isOpen} onClose={command.onClose}>
      <ReasonForm
        intro={t('clock.resumeIntro')}
        reasonLabel={t('clock.reasonOptional')}
        reasonHint={t('clock.resumeHint')}
        optional
        submitLabel={t('clock.resume')}
        busy={command.busy}
        error={command.error}
        onReload={command.onReload}
        onCancel={command.onClose}
        onSubmit={onResume}
      />
    </ModalDialog>
  );
}

/** The whole round, or one table, in the "give time to" select. */
export const WHOLE_ROUND = 'round';

export function ExtendDialog({
  round,
  tables,
  initialTarget,
  onExtend,
  ...command
}: CommandProps & {
  round: number;
  /** The tables that may still get time, labelled with their players. */
  tables: readonly Option[];
  initialTarget: string;
  onExtend: (minutes: number, table: number | null, reason: string) => void;
}) {
  const { t } = useTranslation('rounds');
  const [minutes, setMinutes] = useState<number | null>(5);
  const [target, setTarget] = useState(initialTarget);
  const [badMinutes, setBadMinutes] = useState(false);
  const options: Option[] = [{ id: WHOLE_ROUND, label: t('clock.wholeRound') }, ...tables];
  return (
    <ModalDialog title={t('clock.extendTitle', { round })} isOpen={command.isOpen} onClose={command.onClose}>
      <ReasonForm
        intro={t('clock.extendIntro')}
        reasonLabel={t('clock.reason')}
        reasonHint={t('clock.extendHint')}
        submitLabel={t('clock.extend')}
        busy={command.busy}
        error={command.error}
        onReload={command.onReload}
        onCancel={command.onClose}
        validate={() => {
          const bad = !validMinutes(minutes);
          setBadMinutes(bad);
          return !bad;
        }}
        onSubmit={(reason) => onExtend(minutes!, target === WHOLE_ROUND ? null : Number(target), reason ?? '')}
      >
        <Select label={t('clock.extendTarget')} options={options} value={target} onChange={setTarget} isRequired />
        <MinutesField label={t('clock.extendMinutes')} value={minutes} onChange={setMinutes} invalid={badMinutes} />
      </ReasonForm>
    </ModalDialog>
  );
}
