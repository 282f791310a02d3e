import type { CombinedError } from 'urql';
import { apiProblem, type ApiProblem } from '../components/ErrorNotice';

/**
 * A refusal that names one of a form's fields (`extensions.field`), to be shown on that field
 * rather than above the form; null when it names none of them, and the page shows ErrorNotice.
 */
export function fieldProblem<F extends string>(
  error: CombinedError | null | undefined,
  fields: readonly F[],
): (ApiProblem & { field: F }) | null {
  const problem = apiProblem(error);
  if (!problem?.field) return null;
  // A nested input names its path (`input.name`): its last part is the form's field.
  const name = problem.field.split('.').pop() ?? '';
  const field = fields.find((f) => f === name);
  return field ? { ...problem, field } : null;
}

/** Moves focus to the first field marked invalid, so a keyboard or screen-reader user lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
