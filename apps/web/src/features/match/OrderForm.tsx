import { useTranslation } from 'react-i18next';
import type { FieldChoice, GameUi } from '../../boards';
import { Checkbox, NumberField, Select, TextField } from '../../components/ui';
import { useFormat } from '../../lib/format';
import type { Draft, DraftProblem, OrderField, OrderVariant } from './orderSchema';

export interface FieldLimit {
  field: string;
  min?: number | null;
  max?: number | null;
  unit?: string | null;
}

/** A field's name as a label: `distanceSteps` → "Distance steps", `ram.targetId` → "Ram: target id". */
export function fieldLabel(path: string): string {
  const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const parts = path.split('.').map(words);
  const text = parts.join(': ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The fields of one order, built from the game's order schema: the game's own choices where it
 * knows them (a card of the hand, a city, a unit, a weapon), the rule's bounds on a measured
 * value (the most steps a unit may move now, from "what may I do now"), the schema's words. A
 * measured value is sent as the player typed it, never clamped to the bounds: the tape measure
 * is the witness, and the rules refuse what they do not allow, naming the rule.
 */
export function OrderForm({
  variant,
  draft,
  onChange,
  problems,
  limits,
  ui,
  state,
  viewerSide,
  isDisabled,
}: {
  variant: OrderVariant;
  draft: Draft;
  onChange: (draft: Draft) => void;
  problems: readonly DraftProblem[];
  limits: readonly FieldLimit[];
  ui: GameUi;
  state: unknown;
  viewerSide: string | null;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('match');
  const { t: tg } = useTranslation();
  const format = useFormat();
  const set = (path: string, value: unknown) => onChange({ ...draft, [path]: value });
  const problemOf = (f: OrderField) => {
    const p = problems.find((x) => x.path === f.path);
    return p ? t(`form.problem.${p.problem}`) : null;
  };
  return (
    <div className="order-form">
      {variant.fields.map((f) => {
        const label = fieldLabel(f.path) + (f.required ? '' : ` ${t('form.optional')}`);
        const limit = limits.find((l) => l.field === f.path);
        const bounds =
          limit && (limit.min != null || limit.max != null)
            ? t('form.limit', {
                min: limit.min != null ? format.number(limit.min, { maximumFractionDigits: 3 }) : '—',
                max: limit.max != null ? format.number(limit.max, { maximumFractionDigits: 3 }) : '—',
                measure: limit.unit ?? '',
              }).trim()
            : null;
        const description = [bounds, f.description].filter(Boolean).join(' · ') || undefined;
        const field = { label, description, error: problemOf(f), isRequired: f.required, isDisabled };
        const choices: FieldChoice[] | null =
          ui.fieldChoices?.({ orderType: variant.type, field: f.path, draft, state, viewerSide }, tg) ??
          (f.type.kind === 'choice'
            ? f.type.values.map((v) => ({
                value: v,
                label: typeof v === 'number' ? format.number(v, { maximumFractionDigits: 3 }) : String(v),
              }))
            : null);
        if (choices && f.type.kind !== 'boolean') {
          return (
            <Select
              key={f.path}
              {...field}
              options={choices.map((c) => ({ id: String(c.value), label: c.label }))}
              value={draft[f.path] === undefined ? null : String(draft[f.path])}
              onChange={(v) => set(f.path, choices.find((c) => String(c.value) === v)?.value ?? v)}
            />
          );
        }
        switch (f.type.kind) {
          case 'number':
            return (
              <NumberField
                key={f.path}
                {...field}
                value={typeof draft[f.path] === 'number' ? (draft[f.path] as number) : null}
                onChange={(v) => set(f.path, v)}
              />
            );
          case 'boolean':
            return (
              <div key={f.path} className="order-form__check">
                <Checkbox isSelected={draft[f.path] === true} onChange={(v) => set(f.path, v)} isDisabled={isDisabled}>
                  {label}
                </Checkbox>
                {description ? <p className="note">{description}</p> : null}
              </div>
            );
          default:
            return (
              <TextField
                key={f.path}
                {...field}
                multiline={f.type.kind === 'json'}
                rows={3}
                value={typeof draft[f.path] === 'string' ? (draft[f.path] as string) : draft[f.path] == null ? '' : String(draft[f.path])}
                onChange={(v) => set(f.path, v)}
              />
            );
        }
      })}
    </div>
  );
}
