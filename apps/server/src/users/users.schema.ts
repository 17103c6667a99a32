import { UserRole, TenantType, routeRoleOf } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser, isTenantAdmin } from '../graphql/guards.js';
import { findUserBrand, type UserBrand } from './users.repo.js';

interface UserInfoShape {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  tenantId: number;
  tenantType: TenantType;
  tenantIsPartner: boolean;
  needToChangePassword: boolean;
  roles: string[];
  isRegular: boolean;
  isReadOnlyUser: boolean;
  routeRole: string;
  /** The tenant's name and logo, read only when the query asks for either (one query for both). */
  brand: () => Promise<UserBrand>;
}

const UserInfo = builder.objectRef<UserInfoShape>('UserInfo').implement({
  description: 'The signed-in user (spec part 1 §3 "User").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    tenantId: t.exposeInt('tenantId'),
    tenantName: t.string({ resolve: async (user) => (await user.brand()).tenantName }),
    tenantType: t.exposeString('tenantType'),
    tenantIsPartner: t.exposeBoolean('tenantIsPartner'),
    needToChangePassword: t.exposeBoolean('needToChangePassword'),
    roles: t.exposeStringList('roles'),
    logo: t.string({
      nullable: true,
      description: 'Partner logo as a data URL',
      resolve: async (user) => (await user.brand()).logo,
    }),
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
    // The user as the request's session check read it (live, and current: see auth/session-cache.ts).
    resolve: (_root, _args, ctx) => {
      const auth = requireUser(ctx);
      let brand: Promise<UserBrand> | null = null;
      return {
        id: auth.id,
        firstName: auth.firstName,
        lastName: auth.lastName,
        email: auth.email,
        tenantId: auth.tenantId,
        tenantType: auth.tenantType,
        tenantIsPartner: auth.tenantType === TenantType.Partner,
        needToChangePassword: auth.needToChangePassword,
        roles: auth.roles,
        isRegular: !isTenantAdmin(auth) && !auth.roles.includes(UserRole.OnboardingManager),
        isReadOnlyUser: auth.isReadOnlyUser,
        routeRole: routeRoleOf(auth.tenantType),
        brand: () => (brand ??= findUserBrand(ctx.db, auth)),
      };
    },
  }),
);
