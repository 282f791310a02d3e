/**
 * The app's widgets, built on React Aria Components: labels tied to their fields, keyboard use,
 * focus kept in dialogs and returned after, and errors announced. Pages use these rather than
 * bare elements, so every form and dialog behaves the same way. Styles are in styles.css under
 * the `ui-` prefix.
 */
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Checkbox as AriaCheckbox,
  Dialog,
  FieldError,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  NumberField as AriaNumberField,
  Popover,
  Radio,
  RadioGroup,
  Select as AriaSelect,
  SelectValue,
  Text,
  TextArea,
  TextField as AriaTextField,
  type ButtonProps as AriaButtonProps,
  type Key,
} from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export function Button({ variant = 'secondary', className, ...props }: AriaButtonProps & { variant?: ButtonVariant; className?: string }) {
  return <AriaButton {...props} className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')} />;
}

interface FieldProps {
  label: string;
  description?: string;
  /** A message shown under the field, and the field marked invalid, when set. */
  error?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  error,
  value,
  onChange,
  type = 'text',
  multiline = false,
  autoComplete,
  rows,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'search' | 'url';
  multiline?: boolean;
  autoComplete?: string;
  rows?: number;
}) {
  return (
    <AriaTextField
      {...field}
      className={['ui-field', field.className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      type={type}
      autoComplete={autoComplete}
      isInvalid={Boolean(error)}
    >
      <Label>{label}</Label>
      {multiline ? <TextArea rows={rows ?? 6} /> : <Input />}
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{error}</FieldError>
    </AriaTextField>
  );
}

export function NumberField({
  label,
  description,
  error,
  value,
  onChange,
  minValue,
  maxValue,
  ...field
}: FieldProps & { value: number | null; onChange: (value: number | null) => void; minValue?: number; maxValue?: number }) {
  return (
    <AriaNumberField
      {...field}
      className={['ui-field', field.className].filter(Boolean).join(' ')}
      value={value ?? Number.NaN}
      onChange={(v) => onChange(Number.isNaN(v) ? null : v)}
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={Boolean(error)}
    >
      <Label>{label}</Label>
      <Input inputMode="numeric" />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{error}</FieldError>
    </AriaNumberField>
  );
}

export interface Option {
  id: string;
  label: string;
}

export function Select({
  label,
  description,
  error,
  options,
  value,
  onChange,
  ...field
}: FieldProps & { options: readonly Option[]; value: string | null; onChange: (value: string) => void }) {
  return (
    <AriaSelect
      {...field}
      className={['ui-field', 'ui-select', field.className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={Boolean(error)}
    >
      <Label>{label}</Label>
      <AriaButton className="ui-select__button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{error}</FieldError>
      <Popover className="ui-popover">
        <ListBox className="ui-listbox">
          {options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} className="ui-listbox__item">
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export function Checkbox({
  children,
  isSelected,
  onChange,
  isDisabled,
}: {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <AriaCheckbox className="ui-checkbox" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className="ui-checkbox__box" aria-hidden="true">
        ✓
      </span>
      {children}
    </AriaCheckbox>
  );
}

export interface Choice<K extends string> {
  id: K;
  label: string;
  /** A line under the option's label: what choosing it means. */
  hint?: string;
}

/**
 * One choice of a few, all in sight: a radio group, so the arrow keys move between the options
 * and a screen reader says how many there are, and each option can say what it means (`hint`),
 * which a select's closed list would hide. `inline` sets short options side by side (a result's
 * winner); `cards` gives each option a card of its own, for options with hints (an event's format).
 */
export function ChoiceGroup<K extends string>({
  label,
  description,
  choices,
  value,
  onChange,
  error,
  isRequired,
  isDisabled,
  layout = 'inline',
}: {
  label: string;
  description?: string;
  choices: readonly Choice<K>[];
  value: K | null;
  onChange: (value: K) => void;
  error?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  layout?: 'inline' | 'cards';
}) {
  return (
    <RadioGroup
      className={`ui-choice ui-choice--${layout}`}
      value={value}
      onChange={(v) => onChange(v as K)}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <Label className="ui-choice__label">{label}</Label>
      {description ? (
        <Text slot="description" className="ui-choice__description">
          {description}
        </Text>
      ) : null}
      <div className="ui-choice__options">
        {choices.map((c) => (
          <Radio key={c.id} value={c.id} className="ui-choice__option">
            <span className="ui-choice__mark" aria-hidden="true" />
            {c.hint ? (
              <span>
                <span className="ui-choice__name">{c.label}</span>
                <span className="ui-choice__hint">{c.hint}</span>
              </span>
            ) : (
              c.label
            )}
          </Radio>
        ))}
      </div>
      <FieldError className="ui-choice__error">{error}</FieldError>
    </RadioGroup>
  );
}

/**
 * A modal dialog opened by its parent (`isOpen`), with a title. Focus moves in and stays there
 * until it closes (Escape, or a button that calls `onClose`), then returns to where it was.
 */
export function ModalDialog({
  title,
  isOpen,
  onClose,
  children,
  role = 'dialog',
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
}) {
  return (
    <ModalOverlay className="ui-overlay" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable>
      <Modal className="ui-modal">
        <Dialog className="ui-dialog" role={role}>
          <Heading slot="title" className="ui-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A form's outcome or refusal, announced to screen readers as it appears. */
export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`ui-notice ui-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
