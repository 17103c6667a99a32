import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';
import { Messages } from '@vigil/contracts';

function firstMessageOfBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object') {
      if ('errors' in body && Array.isArray(body.errors)) {
        const first: unknown = body.errors[0];
        if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') {
          return first.message;
        }
      }
      if ('message' in body && typeof body.message === 'string') return body.message;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * The text a person reads for a failed call (spec part 1 §8): the first GraphQL error message,
 * else the network error's first message, else the client error, else a generic message.
 */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.find((e) => e.message)?.message;
    if (first) return first;
  }
  if (CombinedProtocolErrors.is(error)) {
    const first = error.errors.find((e) => e.message)?.message;
    if (first) return first;
  }
  if (ServerError.is(error)) return firstMessageOfBody(error.bodyText) ?? error.message;
  if (ServerParseError.is(error)) return error.message || Messages.somethingWentWrong;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return Messages.somethingWentWrong;
}

/** The error code the server attached to the first GraphQL error, if any. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
