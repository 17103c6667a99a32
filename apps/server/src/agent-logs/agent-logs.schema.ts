import { AgentLogLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  AGENT_LOG_REQUEST_ROW,
  devicesLogs,
  requestDeviceLog,
  requestDeviceLog2,
  updaterActivities,
  type AgentLogRequestRow,
} from './agent-logs.service.js';

const AgentLogRequest = builder.objectRef<AgentLogRequestRow>('AgentLogRequest').implement({
  description:
    'A row of the agent log request tables (spec part 2 §3 "Agent log request"): a device, its log request and a log.',
  fields: (t) => rowFields(t, AGENT_LOG_REQUEST_ROW),
});

const columns = listColumns(AGENT_LOG_REQUEST_ROW);

export const devicesLogList = defineList<AgentLogRequestRow>({
  name: 'DevicesLog',
  item: AgentLogRequest,
  columns,
  defaultOrder: [{ timestamp: 'DESC' }],
  defaultTake: AgentLogLimits.pageSize,
});

export const updaterActivityList = defineList<AgentLogRequestRow>({
  name: 'UpdaterActivity',
  item: AgentLogRequest,
  columns,
  defaultOrder: [{ collectLogsRequestTimestamp: 'DESC' }],
  defaultTake: AgentLogLimits.pageSize,
  tieBreaker: 'deviceId',
});

builder.queryField('devicesLogs', (t) =>
  t.field({
    type: devicesLogList.segment,
    description:
      'The agent logs uploaded by the devices of the tenant acted for and its customers (back office: Agent Log Requests).',
    extensions: guard('sysAdmin'),
    args: { ...listArgs(t.arg, devicesLogList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      devicesLogs(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        devicesLogList,
      ),
  }),
);

builder.queryField('updaterActivities', (t) =>
  t.field({
    type: updaterActivityList.segment,
    description:
      'Every live device with its log request and updater check-in; where collectLogs eq true gives the pending requests.',
    extensions: guard('sysAdmin'),
    args: { ...listArgs(t.arg, updaterActivityList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      updaterActivities(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        updaterActivityList,
      ),
  }),
);

const RequestDeviceLogInput = builder.inputType('RequestDeviceLogInput', {
  fields: (t) => ({ deviceId: t.int({ required: true }) }),
});

const RequestDeviceLog2Input = builder.inputType('RequestDeviceLog2Input', {
  fields: (t) => ({
    deviceIdentifier: t.string({
      required: true,
      description: `The identifier the agent generated, at most ${AgentLogLimits.deviceIdentifierMax} characters.`,
    }),
  }),
});

builder.mutationField('requestDeviceLog', (t) =>
  t.boolean({
    description: "Asks the device's agent for its log: it uploads it at its next policy pull (SysAdmin).",
    extensions: guard('sysAdmin'),
    args: { request: t.arg({ type: RequestDeviceLogInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return requestDeviceLog(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request.deviceId,
      );
    },
  }),
);

builder.mutationField('requestDeviceLog2', (t) =>
  t.boolean({
    description: 'requestDeviceLog for the device of a deviceIdentifier (SysAdmin).',
    extensions: guard('sysAdmin'),
    args: { request: t.arg({ type: RequestDeviceLog2Input, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return requestDeviceLog2(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);
