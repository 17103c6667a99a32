import { SettingsLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import type { AuthUser, Ctx } from '../common/context.js';
import {
  currentTemporaryDecryptKey,
  customerEncryptionPassword,
  refreshTemporaryDecryptKey,
  type EncryptionPasswordView,
  type TemporaryDecryptKeyView,
} from './decryption-keys.service.js';

const CustomerEncryptionPassword = builder
  .objectRef<EncryptionPasswordView>('CustomerEncryptionPassword')
  .implement({
    description: 'The decryption credentials of a customer (Customer Settings → Decryption Credentials).',
    fields: (t) => ({
      customerId: t.exposeInt('customerId'),
      encryptionKey: t.exposeString('encryptionKey', {
        description: "The key the customer's agents encrypt files with (base64, 256 bits).",
      }),
    }),
  });

builder.queryField('customerEncryptionPassword', (t) =>
  t.field({
    type: CustomerEncryptionPassword,
    description: `The customer's encryption key and id. Needs a reverificationToken from reverifyPassword, made in the same session within the last ${SettingsLimits.reverificationSeconds / 60} minutes.`,
    extensions: guard('tenantAdmin'),
    args: {
      tenantId: t.arg.int(),
      reverificationToken: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      const view = await customerEncryptionPassword(
        ctx.db,
        ctx.config.jwtSecret,
        user,
        scope,
        args.reverificationToken,
        new Date(),
      );
      ctx.log.info({ userId: user.id, customerId: view.customerId }, 'decryption credentials viewed');
      return view;
    },
  }),
);

export const TemporaryDecryptKey = builder
  .objectRef<TemporaryDecryptKeyView>('TemporaryDecryptKey')
  .implement({
    description: `A temporary decryption key: the agents' right-click decryption accepts it for ${SettingsLimits.temporaryDecryptKeyHours} hours from startDateTime.`,
    fields: (t) => ({
      key: t.exposeString('key'),
      startDateTime: t.expose('startDateTime', { type: 'DateTime' }),
      endDateTime: t.expose('endDateTime', { type: 'DateTime' }),
    }),
  });

builder.mutationField('refreshTemporaryDecryptKey', (t) =>
  t.field({
    type: TemporaryDecryptKey,
    description: `A new temporary decryption key for the customer, valid ${SettingsLimits.temporaryDecryptKeyHours} hours; the previous one stops working.`,
    extensions: guard('tenantAdmin'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return refreshTemporaryDecryptKey(ctx.db, ctx.config.jwtSecret, user, scope, new Date());
    },
  }),
);

/**
 * Customer.tempDecryptKey: the customer's temporary key while it is valid, for callers who may read
 * its keys (`mayRead`, the rule of its agent keys); null otherwise. The customer is already known to
 * be within the caller's reach.
 */
export async function tempDecryptKeyOf(
  ctx: Ctx,
  customerId: number,
  mayRead: (user: AuthUser) => boolean,
): Promise<TemporaryDecryptKeyView | null> {
  const user = requireUser(ctx);
  if (!mayRead(user)) return null;
  return currentTemporaryDecryptKey(ctx.db, await resolveTenantScope(ctx.db, user, customerId), new Date());
}
