import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Ctx, AuthUser } from '../common/context.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { inputBoundsPlugin } from '../graphql/input-bounds.js';
import { noteGraphqlOperation } from '../metrics/metrics.js';
import { getSchema } from './schema.js';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    accessToken: string | null;
    /** The request executes a mutation: it may have changed a session (app.ts empties the cache). */
    graphqlMutation: boolean;
    /** The operation's label for the request-duration histogram (metrics.ts), once executed. */
    graphqlOperation: string | null;
  }
}

/** The schema is visible to signed-in users only. */
function introspectionForSignedInOnly(): Plugin<ServerContext> {
  return {
    onValidate({ context, addValidationRule }) {
      if (!context.req.authUser) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Names the operation a request executes, for the request-duration histogram (app.ts). */
function operationMetrics(): Plugin<ServerContext> {
  return {
    onExecute({ args }) {
      const { req } = args.contextValue as unknown as ServerContext;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation === 'mutation') req.graphqlMutation = true;
      noteGraphqlOperation(req, operation?.name?.value ?? args.operationName);
    },
  };
}

export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 20,
  maxDirectives: 20,
  maxTokens: 5_000,
} as const;

export function createGraphqlServer(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Bytes of a body Yoga reads itself (multipart): counted as it streams, whatever Content-Length says. */
  maxRequestBodySize: number;
}) {
  const { schema } = getSchema();
  return createYoga<ServerContext, Ctx>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // CORS is decided by the HTTP layer (app.ts); Yoga's own default allows every origin.
    cors: false,
    // Only errors we raise on purpose (GraphQLError) reach the client; anything else is "Unexpected error.".
    maskedErrors: {
      isDev: false,
      maskError: (error, message) => {
        // Compared by shape, not instanceof: graphql ships both CJS and ESM builds.
        const err = error as { originalError?: unknown; extensions?: Record<string, unknown> };
        const original = err.originalError;
        if (original === undefined || original === null) return error as Error; // validation, parsing
        const ext = (original as { extensions?: Record<string, unknown> }).extensions;
        if (typeof ext?.code === 'string') return error as Error; // raised on purpose, readable
        // Variable coercion (a bad enum or scalar value) wraps graphql's own readable error.
        if ((original as { name?: unknown }).name === 'GraphQLError') return error as Error;
        deps.log.error({ err: original }, 'GraphQL resolver failed');
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    logging: false,
    multipart: true,
    maxRequestBodySize: deps.maxRequestBodySize,
    plugins: [
      operationMetrics(),
      inputBoundsPlugin(),
      introspectionForSignedInOnly(),
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
    context: ({ req }): Ctx => ({
      db: deps.db,
      config: deps.config,
      log: req.log,
      auth: req.authUser,
      accessToken: req.accessToken,
      ip: req.ip,
    }),
  });
}
