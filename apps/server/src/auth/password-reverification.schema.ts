import { SettingsLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { reverifyPassword, type Reverification } from './password-reverification.js';

const PasswordReverification = builder.objectRef<Reverification>('PasswordReverification').implement({
  description: 'Proof that the signed-in user has just typed the password again (Verify your account).',
  fields: (t) => ({
    reverificationToken: t.exposeString('reverificationToken', {
      description:
        'Pass it to the operations that need it (customerEncryptionPassword), from this session only.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('reverifyPassword', (t) =>
  t.field({
    type: PasswordReverification,
    description: `Checks the signed-in user's password again (throttled like a sign-in; "Invalid Credentials" when wrong) and returns a proof valid ${SettingsLimits.reverificationSeconds / 60} minutes in this session.`,
    extensions: guard('self'),
    args: { password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      reverifyPassword(ctx.db, ctx.config.jwtSecret, requireUser(ctx), args, { ip: ctx.ip, now: new Date() }),
  }),
);
