import { FIPS_REQUEST_STATUSES, FipsLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { FIPS_LIST_ROW, fipsStatus, updateFipsListItem, type FipsListRow } from './fips.service.js';

const FipsRequestStatusEnum = builder.enumType('FipsRequestStatus', {
  description: 'REQUESTED_SET: the console asked for FIPS mode on the device.',
  values: FIPS_REQUEST_STATUSES,
});

const FipsListItem = builder.objectRef<FipsListRow>('FipsListItem').implement({
  description: 'A row of the FIPS Status page (spec part 2 §3 "FIPS list item").',
  fields: (t) => rowFields(t, FIPS_LIST_ROW, { fipsRequestStatus: FipsRequestStatusEnum }),
});

export const fipsList = defineList<FipsListRow>({
  name: 'FipsListItem',
  item: FipsListItem,
  columns: listColumns(FIPS_LIST_ROW),
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: FipsLimits.pageSize,
  tieBreaker: 'deviceId',
});

builder.queryField('fipsStatus', (t) =>
  t.field({
    type: fipsList.segment,
    description:
      'The FIPS state of the devices of the tenant acted for and its customers (Deployment → FIPS Status).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, fipsList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      fipsStatus(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args, fipsList),
  }),
);

const UpdateFipsListItemInput = builder.inputType('UpdateFipsListItemInput', {
  fields: (t) => ({
    deviceId: t.int({ required: true }),
    fipsRequestStatus: t.field({ type: FipsRequestStatusEnum, required: true }),
  }),
});

builder.mutationField('updateFipsListItem', (t) =>
  t.field({
    type: FipsListItem,
    description:
      'Asks for FIPS mode on a device (REQUESTED_SET) or withdraws the request; the row as it is then.',
    extensions: guard('write'),
    args: { request: t.arg({ type: UpdateFipsListItemInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateFipsListItem(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);
