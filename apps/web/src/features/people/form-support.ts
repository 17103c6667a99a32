import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The field the server named in its refusal ("A user with this email already exists" on email), if one of `fields`. */
export function serverField<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (e.extensions?.code !== 'BAD_USER_INPUT' || typeof field !== 'string') continue;
    const known = fields.find((f) => f === field);
    if (known) return { field: known, message: e.message };
  }
  return null;
}

/** Shows the server's refusal under its field; false when it names none of the form's fields. */
export function applyServerFieldError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const found = serverField(error, fields);
  if (!found) return false;
  setError(found.field, { type: 'server', message: found.message }, { shouldFocus: true });
  return true;
}
