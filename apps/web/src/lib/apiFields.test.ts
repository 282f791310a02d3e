import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { fieldProblem } from './apiFields';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions })] });

describe('fieldProblem', () => {
  it("names the form's field a refusal is about, by its last path part", () => {
    expect(fieldProblem(refusal({ code: 'VALIDATION', field: 'email' }), ['email', 'password'])).toMatchObject({
      field: 'email',
      code: 'VALIDATION',
      message: 'refused',
    });
    expect(fieldProblem(refusal({ code: 'VALIDATION', reason: 'TEXT_TOO_LONG', field: 'input.name' }), ['name', 'email'])).toMatchObject({
      field: 'name',
      reason: 'TEXT_TOO_LONG',
    });
  });

  it('leaves to the notice a refusal about no field of the form, or none at all', () => {
    expect(fieldProblem(refusal({ code: 'VALIDATION', field: 'displayName' }), ['email', 'password'])).toBeNull();
    expect(fieldProblem(refusal({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' }), ['email', 'password'])).toBeNull();
    expect(fieldProblem(null, ['email'])).toBeNull();
  });
});
