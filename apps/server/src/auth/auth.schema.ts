import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { signAccessToken } from './access-token.js';
import { changeUserPassword } from './password-change.js';
import { issueSignInToken } from './sign-in-tokens.js';
import { recordAudit } from '../audit/audit.service.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';

builder.queryField('gqlToken', (t) =>
  t.string({
    description:
      'A fresh access token for scripts against the API (shown on the API page). It expires like any access token.',
    extensions: guard('signedIn'),
    resolve: async (_root, _args, ctx) => {
      const user = requireUser(ctx);
      // The token acts for the tenant this one acts for: it must still be the caller's to act for.
      await resolveTenantScope(ctx.db, user);
      return signAccessToken(
        { userId: user.id, tenantId: user.tenantId, actingTenantId: user.actingTenantId },
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
      'A single-use token, valid one minute, that opens this session elsewhere: /auth/sign-in-by-token?signInToken=…',
    extensions: guard('self'),
    resolve: async (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return ctx.db.transaction(async (tx) => {
        const { id, token, expiresAt } = await issueSignInToken(tx, user.id);
        // Handing a session to another window is a security event: it goes in the change history.
        await recordAudit(tx, user, {
          scope: await resolveTenantScope(tx, user, user.tenantId),
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
      "Sets your own password, or as a tenant admin another user's: a temporary one its owner must change at the next sign-in.",
    args: {
      userId: t.arg.int({ required: true }),
      newPassword: t.arg.string({ required: true }),
      tenantId: t.arg.int(),
    },
    extensions: guard('self'),
    resolve: async (_root, args, ctx) => {
      await changeUserPassword(ctx.db, requireUser(ctx), args, new Date());
      return true;
    },
  }),
);
