import { Limits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from './tenant-scope.js';
import { listChildTenants, tenantParents, type ChildTenantRow, type TenantLink } from './tenants.service.js';

const ChildTenant = builder.objectRef<ChildTenantRow>('ChildTenant').implement({
  description:
    'A direct child of a tenant, with risk summed over its whole subtree (spec part 1 §3 "Tenant").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: "Display name: 'Tenant {id}' when the tenant has none." }),
    isPartner: t.exposeBoolean('isPartner'),
    partnerId: t.exposeInt('partnerId', { nullable: true, description: 'The parent tenant.' }),
    tenantType: t.exposeString('tenantType', { description: 'PARTNER or CUSTOMER' }),
    devicesCount: t.exposeInt('devicesCount'),
    entriesCost: t.exposeFloat('entriesCost', { description: 'Sensitive risk in USD.' }),
    encryptedEntriesCost: t.exposeFloat('encryptedEntriesCost', {
      description: 'Sensitive risk in encrypted files, USD.',
    }),
    residualEntriesCost: t.exposeFloat('residualEntriesCost', {
      description: 'entriesCost − encryptedEntriesCost.',
    }),
    encryptionPercent: t.exposeInt('encryptionPercent', {
      description: 'Encrypted share of entriesCost, whole percent; 0 when there is no risk.',
    }),
  }),
});

const childTenantList = defineList<ChildTenantRow>({
  name: 'ChildTenant',
  item: ChildTenant,
  columns: {
    id: { kind: 'int' },
    name: { kind: 'string' },
    isPartner: { kind: 'boolean' },
    partnerId: { kind: 'int' },
    tenantType: { kind: 'string' },
    devicesCount: { kind: 'int' },
    entriesCost: { kind: 'float' },
    encryptedEntriesCost: { kind: 'float' },
    residualEntriesCost: { kind: 'float' },
    encryptionPercent: { kind: 'int' },
  },
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: Limits.childTenantPageSize,
});

builder.queryField('childTenants', (t) =>
  t.field({
    type: childTenantList.segment,
    description: 'Direct children of the tenant acted for (the child-tenants dropdown).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, childTenantList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listChildTenants(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        childTenantList,
      ),
  }),
);

const TenantParent = builder.objectRef<TenantLink>('TenantParent').implement({
  description: "A link of the tenant breadcrumb, from the caller's own tenant down.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    partnerId: t.exposeInt('partnerId', { nullable: true, description: 'The parent tenant.' }),
    isPartner: t.exposeBoolean('isPartner'),
    tenantType: t.exposeString('tenantType', { description: 'ROOT, PARTNER or CUSTOMER' }),
  }),
});

builder.queryField('tenantParents', (t) =>
  t.field({
    type: [TenantParent],
    description: "The chain from the caller's own tenant down to `id`, inclusive, top-down.",
    extensions: guard('signedIn'),
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return tenantParents(ctx.db, user, await resolveTenantScope(ctx.db, user, args.id));
    },
  }),
);
