import { Label, Radio, RadioGroup, Text } from 'react-aria-components';

export interface Choice<K extends string> {
  id: K;
  label: string;
  /** A line under the option's label: what choosing it means. */
  hint?: string;
}

/**
 * One choice of a few, all in sight (a radio group on React Aria): arrow keys move between the
 * options, and each option says what it means, which a select's closed list would hide.
 */
export function ChoiceGroup<K extends string>({
  label,
  description,
  options,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  description?: string;
  options: ReadonlyArray<Choice<K>>;
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
}) {
  return (
    <RadioGroup className="setup-choice" value={value} onChange={(v) => onChange(v as K)} isDisabled={isDisabled}>
      <Label className="setup-choice__label">{label}</Label>
      {description ? (
        <Text slot="description" className="setup-choice__description">
          {description}
        </Text>
      ) : null}
      <div className="setup-choice__options">
        {options.map((o) => (
          <Radio key={o.id} value={o.id} className="setup-choice__option">
            <span className="setup-choice__dot" aria-hidden="true" />
            <span>
              <span className="setup-choice__name">{o.label}</span>
              {o.hint ? <span className="setup-choice__hint">{o.hint}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
