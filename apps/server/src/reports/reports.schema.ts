import {
  REPORT_SCHEDULE_TYPES,
  REPORT_STATES,
  REPORT_TYPES,
  ReportLimits,
  type ReportScheduleType,
} from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { Customer } from '../tenant-management/tenant-management.schema.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import type { ReportFileRow } from './reports.repo.js';
import {
  createReportFile,
  deleteReportFiles,
  listReportFiles,
  scheduledReportType,
  switchReportFilesScheduleType,
} from './reports.service.js';

const ReportTypeEnum = builder.enumType('ReportType', { values: REPORT_TYPES });
const ReportScheduleTypeEnum = builder.enumType('ReportScheduleType', { values: REPORT_SCHEDULE_TYPES });
const ReportStateEnum = builder.enumType('ReportPendingState', { values: REPORT_STATES });

const ReportFile = builder.objectRef<ReportFileRow>('ReportFile').implement({
  description:
    'A report file (spec part 2 §3 "Report file"): made by the job queue; its bytes are downloaded from /graphql/rest/reportFile when READY.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId'),
    createDate: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    reportName: t.exposeString('reportName'),
    reportType: t.field({ type: ReportTypeEnum, resolve: (r) => r.reportType }),
    pendingState: t.field({ type: ReportStateEnum, resolve: (r) => r.pendingState }),
    reportFileName: t.exposeString('fileName', { description: 'The reportfilename of the download.' }),
    readyDate: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.readyAt }),
    scheduled: t.exposeBoolean('scheduled', { description: 'Made by a monthly or quarterly schedule.' }),
    byteSize: t.exposeFloat('byteSize'),
    error: t.exposeString('error', { nullable: true, description: 'Why the report FAILED.' }),
  }),
});

const reportFileList = defineList<ReportFileRow>({
  name: 'ReportFile',
  item: ReportFile,
  columns: {
    id: { kind: 'int' },
    reportName: { kind: 'string' },
    reportType: { kind: 'string' },
    pendingState: { kind: 'string' },
    createdAt: { kind: 'date' },
  },
  defaultOrder: [{ createdAt: 'DESC' }],
  tieBreaker: 'id',
  defaultTake: ReportLimits.pageSize,
});

const ReportFilesRequestInput = builder.inputType('ReportFilesRequestInput', {
  fields: (t) => ({
    search: t.string({
      description: `Part of the report's name (at most ${ReportLimits.searchMax} characters).`,
    }),
  }),
});

builder.queryField('reportFiles', (t) =>
  t.field({
    type: reportFileList.segment,
    description: 'The report files of the tenant acted for, newest first (30 a page).',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: ReportFilesRequestInput }),
      ...listArgs(t.arg, reportFileList),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listReportFiles(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request?.search,
        args,
        reportFileList,
      ),
  }),
);

builder.queryField('scheduledReportType', (t) =>
  t.field({
    type: ReportScheduleTypeEnum,
    description: "The tenant's Schedule Reports choice (NONE when it has none).",
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      scheduledReportType(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId)),
  }),
);

builder.objectField(Customer, 'scheduledReportType', (t) =>
  t.field({
    type: ReportScheduleTypeEnum,
    description: "The customer's Schedule Reports choice.",
    resolve: async (customer, _args, ctx): Promise<ReportScheduleType> =>
      // The customer was read within the caller's reach: its own scope is too.
      scheduledReportType(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), customer.id)),
  }),
);

const CreateReportFileRequestInput = builder.inputType('CreateReportFileRequestInput', {
  fields: (t) => ({ type: t.field({ type: ReportTypeEnum, required: true }) }),
});

builder.mutationField('createReportFile', (t) =>
  t.field({
    type: ReportFile,
    description: 'Generate Report Now: a PENDING report file, READY within minutes.',
    extensions: guard('write'),
    args: { request: t.arg({ type: CreateReportFileRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return createReportFile(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

const DeleteReportFilesRequestInput = builder.inputType('DeleteReportFilesRequestInput', {
  fields: (t) => ({
    ids: t.intList({ required: true, description: `At most ${ReportLimits.deleteIdsMax}.` }),
  }),
});

builder.mutationField('deleteReportFiles', (t) =>
  t.intList({
    description:
      'Deletes report files of the tenant acted for (all or none) with their bytes; returns their ids.',
    extensions: guard('write'),
    args: { request: t.arg({ type: DeleteReportFilesRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return deleteReportFiles(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

const SwitchReportFilesScheduleTypeRequestInput = builder.inputType(
  'SwitchReportFilesScheduleTypeRequestInput',
  { fields: (t) => ({ type: t.field({ type: ReportScheduleTypeEnum, required: true }) }) },
);

builder.mutationField('switchReportFilesScheduleType', (t) =>
  t.field({
    type: ReportScheduleTypeEnum,
    description:
      "Schedule Reports: MONTHLY or QUARTERLY mails the executive summary to the tenant's admins at the start of each period; NONE stops it.",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: SwitchReportFilesScheduleTypeRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return switchReportFilesScheduleType(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);
