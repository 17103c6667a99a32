import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, errorText } from './error-text';

describe('errorText', () => {
  it('takes the first GraphQL error message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Tenant 9 not found', extensions: { code: 'NOT_FOUND' } }, { message: 'second' }],
    });
    expect(errorText(error)).toBe('Tenant 9 not found');
    expect(errorCode(error)).toBe('NOT_FOUND');
  });

  it('takes the first message of a network error body', () => {
    const response = new Response('', { status: 500 });
    const error = new ServerError('Response not successful', {
      response,
      bodyText: JSON.stringify({ errors: [{ message: 'Database unavailable' }] }),
    });
    expect(errorText(error)).toBe('Database unavailable');
  });

  it('falls back to the network error itself', () => {
    const error = new ServerError('Response not successful: Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '<html>Bad gateway</html>',
    });
    expect(errorText(error)).toBe('Response not successful: Received status code 502');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says something went wrong when nothing better is known', () => {
    expect(errorText(undefined)).toBe('Something went wrong.');
    expect(errorText({})).toBe('Something went wrong.');
    expect(errorCode(new Error('x'))).toBeNull();
  });
});
