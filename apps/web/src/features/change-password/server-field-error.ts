import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ChangePasswordField = 'currentPassword' | 'newPassword';
const FIELDS: readonly ChangePasswordField[] = ['currentPassword', 'newPassword'];

/**
 * The server's refusal of one field of the form ("The current password is not correct.", "This
 * password is too easy to guess…"), to show under that field; null for any other error.
 */
export function serverFieldError(error: unknown): { field: ChangePasswordField; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (e.extensions?.code !== 'BAD_USER_INPUT' || typeof field !== 'string') continue;
    const known = FIELDS.find((f) => f === field);
    if (known) return { field: known, message: e.message };
  }
  return null;
}
