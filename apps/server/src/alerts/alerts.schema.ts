import { ALERT_TYPES, AlertLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { mailDelivery } from '../mail/mailer.js';
import { resolveOwnScope, resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  createAlertSetting,
  deleteAlertSettings,
  getAlertSetting,
  listAlertSettings,
  updateAlertSetting,
  type AlertSettingView,
} from './alert-settings.service.js';
import { listAlerts, type AlertItem } from './alerts.service.js';

const AlertType = builder.objectRef<(typeof ALERT_TYPES)[number]>('AlertType').implement({
  description:
    'A kind of alert (spec part 2 §3). The list is ordered: the console picks each alert’s preview by its type’s position.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    thresholdKind: t.exposeString('threshold', { description: 'USD or PERCENT.' }),
  }),
});

const AlertSetting = builder.objectRef<AlertSettingView>('AlertSetting').implement({
  description: 'A customer’s rule that raises alerts (spec part 2 §3 "Alert setting").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    warningTypeId: t.exposeInt('warningTypeId'),
    typeId: t.exposeInt('warningTypeId'),
    typeName: t.exposeString('typeName'),
    parameters: t.expose('parameters', {
      type: 'JSON',
      description: 'thresholdUsd (types 2 and 3) or thresholdPercent (type 1); processIds narrow it.',
    }),
    userId: t.exposeInt('userId', { nullable: true }),
    userEmail: t.exposeString('userEmail'),
    emailForNotification: t.exposeString('emailForNotification', {
      description: 'Where its mail goes; empty: to userEmail, its author.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const alertSettingList = defineList<AlertSettingView>({
  name: 'AlertSetting',
  item: AlertSetting,
  columns: {
    id: { kind: 'int' },
    name: { kind: 'string' },
    warningTypeId: { kind: 'int' },
    typeName: { kind: 'string' },
    userEmail: { kind: 'string' },
    emailForNotification: { kind: 'string' },
    createdAt: { kind: 'date' },
  },
  defaultOrder: [{ createdAt: 'DESC' }],
  defaultTake: AlertLimits.pageSize,
});

const Alert = builder.objectRef<AlertItem>('Alert').implement({
  description: 'An alert a setting raised (spec part 2 §3 "Alert"): at most one per setting and day.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    typeId: t.exposeInt('typeId'),
    typeName: t.exposeString('typeName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    day: t.exposeString('day', { description: 'The UTC day whose events raised it.' }),
    data: t.exposeString('data', {
      description: 'JSON text: the figures of its type and the top 5 events (device, user, file, value).',
    }),
    alertSettingId: t.exposeInt('alertSettingId'),
    alertSettingName: t.exposeString('alertSettingName'),
  }),
});

const alertList = defineList<AlertItem>({
  name: 'Alert',
  item: Alert,
  columns: {
    id: { kind: 'int' },
    typeId: { kind: 'int' },
    typeName: { kind: 'string' },
    createdAt: { kind: 'date' },
    alertSettingName: { kind: 'string' },
    day: { kind: 'string' },
  },
  defaultOrder: [{ createdAt: 'DESC' }],
  defaultTake: AlertLimits.pageSize,
});

const AlertMailDelivery = builder.objectRef<{ via: 'smtp' | 'folder' }>('AlertMailDelivery').implement({
  description: 'How alert mail leaves the console (the server’s path is not given out).',
  fields: (t) => ({
    via: t.exposeString('via', {
      description: 'smtp: through the SMTP server of SMTP_URL; folder: written to the data folder.',
    }),
  }),
});

builder.queryField('alertTypes', (t) =>
  t.field({
    type: [AlertType],
    description: 'The three alert types, in the order the console matches previews by.',
    extensions: guard('signedIn'),
    // The same for every tenant: the caller's own scope is all it needs.
    resolve: async (_root, _args, ctx) => {
      await resolveOwnScope(ctx.db, requireUser(ctx));
      return [...ALERT_TYPES];
    },
  }),
);

builder.queryField('alertMailDelivery', (t) =>
  t.field({
    type: AlertMailDelivery,
    description:
      'Whether alert mail goes out over SMTP or to the server’s data folder (the Alert Settings page says so).',
    extensions: guard('signedIn'),
    resolve: async (_root, _args, ctx) => {
      await resolveOwnScope(ctx.db, requireUser(ctx));
      return { via: mailDelivery({ ...ctx.config.mail, dataDir: ctx.config.dataDir }).via };
    },
  }),
);

const AlertSettingRequest = builder.inputType('AlertSettingRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('alertSetting', (t) =>
  t.field({
    type: AlertSetting,
    description: 'An alert setting of the customer acted for (the Edit Alert Setting dialog).',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: AlertSettingRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getAlertSetting(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request.id,
      ),
  }),
);

builder.queryField('alertSettings', (t) =>
  t.field({
    type: alertSettingList.segment,
    description: `The alert settings of the customer acted for (${AlertLimits.pageSize} a page).`,
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, alertSettingList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listAlertSettings(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        alertSettingList,
      ),
  }),
);

builder.queryField('alerts', (t) =>
  t.field({
    type: alertList.segment,
    description: `The alerts of the customer acted for, newest first (${AlertLimits.pageSize} a page).`,
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, alertList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listAlerts(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args, alertList),
  }),
);

const CreateRequest = builder.inputType('CreateAlertSettingRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    emailForNotification: t.string({ description: 'Empty or absent: mail goes to the author.' }),
    warningTypeId: t.int({ required: true }),
    parameters: t.field({ type: 'JSON', required: true }),
  }),
});

const UpdateRequest = builder.inputType('UpdateAlertSettingRequestInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string({ required: true }),
    emailForNotification: t.string(),
    warningTypeId: t.int({ required: true }),
    parameters: t.field({ type: 'JSON', required: true }),
  }),
});

const DeleteRequest = builder.inputType('DeleteAlertSettingsRequestInput', {
  fields: (t) => ({ ids: t.intList({ required: true }) }),
});

builder.mutationField('createAlertSetting', (t) =>
  t.field({
    type: AlertSetting,
    description: 'Adds an alert setting to the customer acted for.',
    extensions: guard('write'),
    args: { request: t.arg({ type: CreateRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return createAlertSetting(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

builder.mutationField('updateAlertSetting', (t) =>
  t.field({
    type: AlertSetting,
    description: 'Changes an alert setting of the customer acted for.',
    extensions: guard('write'),
    args: { request: t.arg({ type: UpdateRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateAlertSetting(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

builder.mutationField('deleteAlertSettings', (t) =>
  t.field({
    type: ['Int'],
    description:
      'Deletes alert settings of the customer acted for (all or none); their alerts stay. Returns the ids.',
    extensions: guard('write'),
    args: { request: t.arg({ type: DeleteRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return deleteAlertSettings(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request.ids,
      );
    },
  }),
);
