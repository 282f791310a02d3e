/**
 * Order forms built from a game's order schema (the JSON Schema the API serves as
 * `Ruleset.orderSchema`, the same one the generated order reference documents): one variant per
 * order type (`{ type: { const } }`), each field with its kind, bounds and description. A field
 * the schema describes in a way a form cannot (a list of things) is edited as JSON.
 */

export type FieldKind =
  | { kind: 'text' }
  | { kind: 'number'; integer: boolean; min: number | null; max: number | null }
  | { kind: 'boolean' }
  | { kind: 'choice'; values: Array<string | number> }
  | { kind: 'json' };

export interface OrderField {
  /** The path in the order: `steps`, `ram.targetId`. */
  path: string;
  required: boolean;
  description: string | null;
  type: FieldKind;
}

export interface OrderVariant {
  type: string;
  fields: OrderField[];
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The order types a schema offers, in its order: the variants of its `oneOf` / `anyOf`. */
export function orderVariants(schema: unknown): OrderVariant[] {
  if (!isObject(schema)) return [];
  const variants = (schema.oneOf ?? schema.anyOf ?? [schema]) as unknown[];
  return variants.flatMap((v) => {
    if (!isObject(v) || !isObject(v.properties)) return [];
    const type = constOf(v.properties.type);
    return typeof type === 'string' ? [{ type, fields: fieldsOf(v, '') }] : [];
  });
}

function constOf(s: unknown): unknown {
  if (!isObject(s)) return undefined;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length === 1) return s.enum[0];
  return undefined;
}

function fieldsOf(object: Schema, prefix: string): OrderField[] {
  const properties = object.properties as Record<string, unknown>;
  const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
  return Object.entries(properties).flatMap(([name, s]) => {
    if (!prefix && name === 'type') return [];
    const path = prefix + name;
    if (isObject(s) && s.type === 'object' && isObject(s.properties)) {
      // A nested object (a ram's target): its fields, required only when the object is.
      return fieldsOf(s, `${path}.`).map((f) => ({ ...f, required: f.required && required.has(name) }));
    }
    const description = isObject(s) && typeof s.description === 'string' ? s.description : null;
    return [{ path, required: required.has(name), description, type: kindOf(s) }];
  });
}

function kindOf(s: unknown): FieldKind {
  if (!isObject(s)) return { kind: 'json' };
  const choices = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(s.enum)) return { kind: 'choice', values: s.enum as Array<string | number> };
  if (Array.isArray(choices) && choices.every((c) => constOf(c) !== undefined))
    return { kind: 'choice', values: choices.map((c) => constOf(c) as string | number) };
  if ('const' in s) return { kind: 'choice', values: [s.const as string | number] };
  switch (s.type) {
    case 'string':
      return { kind: 'text' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
    case 'integer': {
      const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : null;
      const max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : null;
      return { kind: 'number', integer: s.type === 'integer', min, max };
    }
    default:
      return { kind: 'json' };
  }
}

/** A form's values by path, as typed: strings from text inputs, numbers, booleans, JSON text. */
export type Draft = Record<string, unknown>;

/** A field the form cannot turn into a value: missing though required, or not a number, or not JSON. */
export interface DraftProblem {
  path: string;
  problem: 'required' | 'number' | 'json';
}

/**
 * The order document a filled-in form stands for, or the problems that keep it from being one.
 * Empty optional fields are left out; a nested path (`ram.targetId`) becomes a nested object.
 */
export function orderFromDraft(variant: OrderVariant, draft: Draft): { order: Record<string, unknown> } | { problems: DraftProblem[] } {
  const order: Record<string, unknown> = { type: variant.type };
  const problems: DraftProblem[] = [];
  for (const field of variant.fields) {
    const raw = draft[field.path];
    const empty = raw === undefined || raw === null || raw === '';
    if (empty) {
      if (field.required) problems.push({ path: field.path, problem: 'required' });
      continue;
    }
    const value = valueOf(field.type, raw);
    if (value === undefined) {
      problems.push({ path: field.path, problem: field.type.kind === 'json' ? 'json' : 'number' });
      continue;
    }
    setPath(order, field.path, value);
  }
  return problems.length ? { problems } : { order };
}

function valueOf(type: FieldKind, raw: unknown): unknown {
  switch (type.kind) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).replace(',', '.'));
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return raw === true || raw === 'true';
    case 'choice':
      // A choice keeps the type the schema gives (weapon 1, not "1").
      return type.values.find((v) => String(v) === String(raw));
    case 'json':
      try {
        return typeof raw === 'string' ? JSON.parse(raw) : raw;
      } catch {
        return undefined;
      }
    default:
      return String(raw);
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(at[part])) at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts[parts.length - 1]] = value;
}

/** A form's starting values from an order (an offered option, or the type and actor of a measured one). */
export function draftFromOrder(variant: OrderVariant, order: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const field of variant.fields) {
    const value = field.path.split('.').reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), order);
    if (value !== undefined) draft[field.path] = field.type.kind === 'json' ? JSON.stringify(value) : value;
  }
  return draft;
}
