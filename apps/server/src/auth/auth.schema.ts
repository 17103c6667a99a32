import { builder, guard } from '../graphql/builder.js';
import type { AuthUser } from '../common/context.js';
import { UnauthenticatedError } from '../common/errors.js';
import { requireUser } from '../graphql/guards.js';
import { signAccessToken } from './access-token.js';
import { changeUserPassword } from './password-change.js';
import { issueSignInToken } from './sign-in-tokens.js';
import { recordAudit } from '../audit/audit.service.js';
import { resolveOwnScope, resolveTenantScope } from '../tenants/tenant-scope.js';

/** The session of the request: what new tokens are tied to, so they end with it. */
function sessionOf(user: AuthUser): string {
  if (!user.sessionId) throw new UnauthenticatedError();
  return user.sessionId;
}

builder.queryField('gqlToken', (t) =>
  t.string({
    description:
      'A fresh access token for scripts against the API (shown on the API page). It expires like any access token, and ends with the session that asked for it.',
    extensions: guard('signedIn'),
    resolve: async (_root, _args, ctx) => {
      const user = requireUser(ctx);
      // The token acts for the tenant this one acts for: it must still be the caller's to act for.
      await resolveTenantScope(ctx.db, user);
      return signAccessToken(
        {
          userId: user.id,
          tenantId: user.tenantId,
          actingTenantId: user.actingTenantId,
          sessionId: sessionOf(user),
        },
        ctx.config.jwtSecret,
        ctx.config.accessTokenTtlSeconds,
      );
    },
  }),
);

const SignInTokenResult = builder
  .objectRef<{ signInToken: string; expiresAt: Date }>('SignInTokenResult')
  .implement({
    fields: (t) => ({
      signInToken: t.exposeString('signInToken'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

builder.mutationField('createSignInToken', (t) =>
  t.field({
    type: SignInTokenResult,
    description:
      'A single-use token, valid one minute while this session lasts, that opens a session elsewhere: /auth/sign-in-by-token?signInToken=…',
    extensions: guard('self'),
    resolve: async (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return ctx.db.transaction(async (tx) => {
        const { id, token, expiresAt } = await issueSignInToken(tx, {
          userId: user.id,
          sessionId: sessionOf(user),
        });
        // Handing a session to another window is a security event: it goes in the change history.
        await recordAudit(tx, user, {
          scope: await resolveOwnScope(tx, user),
          entityType: 'SignInToken',
          entityId: id,
          entityName: user.email,
          operation: 'CREATE',
          after: { userId: user.id, expiresAt },
        });
        return { signInToken: token, expiresAt };
      });
    },
  }),
);

builder.mutationField('changeUserPassword', (t) =>
  t.boolean({
    description:
      "Sets your own password (currentPassword required; your other sessions end), or as a tenant admin another user's: a temporary one its owner must change at the next sign-in (all their sessions end).",
    args: {
      userId: t.arg.int({ required: true }),
      newPassword: t.arg.string({ required: true }),
      tenantId: t.arg.int(),
      currentPassword: t.arg.string({
        description: "Required when changing your own password; not used when setting another user's.",
      }),
    },
    extensions: guard('self'),
    resolve: async (_root, args, ctx) => {
      await changeUserPassword(ctx.db, requireUser(ctx), args, { ip: ctx.ip, now: new Date() });
      return true;
    },
  }),
);
