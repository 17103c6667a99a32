import { UserRole, TenantType, routeRoleOf, tenantDisplayName } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser, isTenantAdmin } from '../graphql/guards.js';
import { findActiveUserWithTenant } from './users.repo.js';
import { UnauthenticatedError } from '../common/errors.js';
import { eq } from 'drizzle-orm';
import { tenants } from '../tenants/tenants.tables.js';

interface UserInfoShape {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  tenantId: number;
  tenantName: string;
  tenantType: TenantType;
  tenantIsPartner: boolean;
  needToChangePassword: boolean;
  roles: string[];
  logo: string | null;
  isRegular: boolean;
  isReadOnlyUser: boolean;
  routeRole: string;
}

const UserInfo = builder.objectRef<UserInfoShape>('UserInfo').implement({
  description: 'The signed-in user (spec part 1 §3 "User").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    tenantId: t.exposeInt('tenantId'),
    tenantName: t.exposeString('tenantName'),
    tenantType: t.exposeString('tenantType'),
    tenantIsPartner: t.exposeBoolean('tenantIsPartner'),
    needToChangePassword: t.exposeBoolean('needToChangePassword'),
    roles: t.exposeStringList('roles'),
    logo: t.exposeString('logo', { nullable: true, description: 'Partner logo as a data URL' }),
    isRegular: t.exposeBoolean('isRegular', {
      description: 'A user without admin rights: cannot edit regulations and countries.',
    }),
    isReadOnlyUser: t.exposeBoolean('isReadOnlyUser'),
    routeRole: t.exposeString('routeRole', {
      description: 'admin, partner or customer: the route area of the user.',
    }),
  }),
});

builder.queryField('userInfo', (t) =>
  t.field({
    type: UserInfo,
    extensions: guard('self'),
    resolve: async (_root, _args, ctx) => {
      const auth = requireUser(ctx);
      const row = await findActiveUserWithTenant(ctx.db, auth.id);
      if (!row) throw new UnauthenticatedError();
      // The logo shown is the nearest partner's: a customer sees its partner's brand.
      const own = await ctx.db
        .select({ logo: tenants.logo, parentId: tenants.parentId })
        .from(tenants)
        .where(eq(tenants.id, row.tenantId));
      let logo = own[0]?.logo ?? null;
      if (!logo && own[0]?.parentId) {
        const parent = await ctx.db
          .select({ logo: tenants.logo })
          .from(tenants)
          .where(eq(tenants.id, own[0].parentId));
        logo = parent[0]?.logo ?? null;
      }
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        tenantId: row.tenantId,
        tenantName: tenantDisplayName({ id: row.tenantId, name: row.tenantName }),
        tenantType: row.tenantType,
        tenantIsPartner: row.tenantType === TenantType.Partner,
        needToChangePassword: row.needToChangePassword,
        roles: row.roles,
        logo,
        isRegular: !isTenantAdmin(auth) && !row.roles.includes(UserRole.OnboardingManager),
        isReadOnlyUser: row.isReadOnlyUser,
        routeRole: routeRoleOf(row.tenantType),
      };
    },
  }),
);
