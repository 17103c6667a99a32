import { DATA_UPLOAD_PERMISSIONS } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { setProcessDataUploadPermission, type ProcessUploadPermission } from './upload-permission.service.js';

export const DataUploadPermissionEnum = builder.enumType('DataUploadPermission', {
  description: 'Whether an application may upload files: Unblock, Block or Custom (per classifier rules).',
  values: DATA_UPLOAD_PERMISSIONS,
});

const ProcessDataUploadPermission = builder
  .objectRef<ProcessUploadPermission>('ProcessDataUploadPermission')
  .implement({
    fields: (t) => ({
      processId: t.exposeInt('processId'),
      dataUploadPermission: t.expose('dataUploadPermission', { type: DataUploadPermissionEnum }),
    }),
  });

const SetProcessDataUploadPermissionRequestInput = builder.inputType(
  'SetProcessDataUploadPermissionRequestInput',
  {
    fields: (t) => ({
      processId: t.int({ required: true }),
      permission: t.field({ type: DataUploadPermissionEnum, required: true }),
    }),
  },
);

builder.mutationField('setProcessDataUploadPermission', (t) =>
  t.field({
    type: ProcessDataUploadPermission,
    description:
      "Sets an application's upload permission and returns the stored value. Local applications always; LLM applications for customers in the LLM upload control testing group; other web applications never.",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: SetProcessDataUploadPermissionRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      setProcessDataUploadPermission(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);
