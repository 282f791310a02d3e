import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

export interface Choice<K extends string> {
  id: K;
  label: string;
}

/**
 * One choice of a few, all in sight (a result's winner, bonus or penalty): a radio group, so the
 * arrow keys move between them and a screen reader says how many there are.
 */
export function ChoiceGroup<K extends string>({
  label,
  description,
  choices,
  value,
  onChange,
  error,
  isRequired,
}: {
  label: string;
  description?: string;
  choices: readonly Choice<K>[];
  value: K | null;
  onChange: (value: K) => void;
  error?: string | null;
  isRequired?: boolean;
}) {
  return (
    <RadioGroup
      className="choice-group"
      value={value}
      onChange={(v) => onChange(v as K)}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
    >
      <Label className="choice-group__label">{label}</Label>
      <div className="choice-group__options">
        {choices.map((c) => (
          <Radio key={c.id} value={c.id} className="choice-group__option">
            <span className="choice-group__mark" aria-hidden="true" />
            {c.label}
          </Radio>
        ))}
      </div>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError className="choice-group__error">{error}</FieldError>
    </RadioGroup>
  );
}
