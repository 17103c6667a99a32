import { GraphQLError } from 'graphql';
import { Messages } from '@vigil/contracts';

/**
 * Errors a person may read. Anything else thrown inside a resolver is masked by Yoga as
 * "Unexpected error." so that no stack trace or SQL reaches a client.
 */
export class NotFoundError extends GraphQLError {
  constructor(entity = 'Object', id?: number | string) {
    super(id === undefined ? `${entity} not found` : `${entity} ${id} not found`, {
      extensions: { code: 'NOT_FOUND', http: { status: 200 } },
    });
  }
}

export class ValidationError extends GraphQLError {
  constructor(message: string, field?: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message: string = Messages.notAllowed, code = 'FORBIDDEN') {
    super(message, { extensions: { code } });
  }
}

export class UnauthenticatedError extends GraphQLError {
  constructor() {
    super('Not signed in', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
}
