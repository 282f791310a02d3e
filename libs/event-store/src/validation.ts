import { InvalidEventError } from './errors';
import type { ExpectedVersion, NewEvent } from './port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an append before anything reaches the database, identically for every adapter, so
 * a malformed append fails the same way everywhere and writes nothing.
 */
export function validateAppend(streamId: unknown, events: unknown, expected: unknown): asserts events is NewEvent[] {
  if (typeof streamId !== 'string' || streamId.length === 0) {
    throw new InvalidEventError('stream id must be a non-empty string');
  }
  validateExpectedVersion(expected);
  if (!Array.isArray(events) || events.length === 0) {
    throw new InvalidEventError('an append needs at least one event');
  }
  const seen = new Set<string>();
  events.forEach((e: unknown, i) => {
    const at = `event #${i}`;
    if (!isPlainObject(e)) throw new InvalidEventError(`${at} is not an object`);
    const { eventId, type, data, metadata } = e;
    if (typeof eventId !== 'string' || !UUID.test(eventId)) {
      throw new InvalidEventError(`${at}: eventId must be a uuid`);
    }
    const id = eventId.toLowerCase();
    if (seen.has(id)) throw new InvalidEventError(`${at}: eventId ${eventId} appears twice in the batch`);
    seen.add(id);
    if (typeof type !== 'string' || type.trim().length === 0) {
      throw new InvalidEventError(`${at}: type must be a non-empty string`);
    }
    const dataProblem = jsonProblem(data, 'data');
    if (dataProblem) throw new InvalidEventError(`${at}: ${dataProblem}`);
    if (metadata !== undefined) {
      if (!isPlainObject(metadata)) throw new InvalidEventError(`${at}: metadata must be a plain object`);
      const metaProblem = jsonProblem(metadata, 'metadata');
      if (metaProblem) throw new InvalidEventError(`${at}: ${metaProblem}`);
    }
  });
}

export function validateExpectedVersion(expected: unknown): asserts expected is ExpectedVersion {
  if (expected === 'any' || expected === 'no_stream') return;
  if (typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0) return;
  throw new InvalidEventError(`expected version must be 'any', 'no_stream' or an integer >= 0, got ${String(expected)}`);
}

export function validatePosition(name: string, value: unknown, min: number): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new InvalidEventError(`${name} must be an integer >= ${min}, got ${String(value)}`);
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Why `value` would not come back unchanged from a JSON column, or null if it would.
 * Rejects what JSON.stringify silently alters (NaN, Infinity, Dates, class instances, holes)
 * or throws on (bigint, cycles), and NUL characters, which jsonb cannot store. Object
 * properties whose value is undefined are allowed and dropped, as JSON.stringify does.
 */
export function jsonProblem(value: unknown, path: string, ancestors: object[] = []): string | null {
  switch (typeof value) {
    case 'string':
      return value.includes('\u0000') ? `${path} contains a NUL character` : null;
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} is ${value}, not a JSON number`;
    case 'object': {
      if (value === null) return null;
      if (ancestors.includes(value)) return `${path} is circular`;
      const inner = [...ancestors, value];
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || value[i] === undefined) return `${path}[${i}] is missing or undefined`;
          const p = jsonProblem(value[i], `${path}[${i}]`, inner);
          if (p) return p;
        }
        return null;
      }
      if (!isPlainObject(value)) return `${path} is a ${value.constructor?.name ?? 'non-plain'} object, not plain JSON`;
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return `${path} has a key with a NUL character`;
        if (v === undefined) continue;
        const p = jsonProblem(v, `${path}.${k}`, inner);
        if (p) return p;
      }
      return null;
    }
    default:
      return `${path} is ${value === undefined ? 'undefined' : `a ${typeof value}`}, not JSON`;
  }
}
