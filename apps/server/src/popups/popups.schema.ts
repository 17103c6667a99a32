import { POPUP_TEMPLATE_STATUSES, POPUP_TYPES, PopupLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { resolveOwnScope, resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  TENANT_POPUP_ROW,
  answerUserPopup,
  launchTenantPopup,
  popupTemplate,
  stopTenantPopup,
  tenantPopupsList,
  updatePopupTemplate,
  userPopup,
  type PopupTemplateRow,
  type TenantPopupRow,
  type UserPopup,
  type UserPopupAnswer,
} from './popups.service.js';

const PopupTypeEnum = builder.enumType('PopupType', {
  description:
    'MAIN: the back office’s announcement; PAYMENT_WARNING: a payment alert; BLOCK_BECAUSE_OF_PAYMENT: the OffBoarding alert, which signs the user out.',
  values: POPUP_TYPES,
});

const PopupTemplateStatusEnum = builder.enumType('PopupTemplateStatus', { values: POPUP_TEMPLATE_STATUSES });

const PopupTemplate = builder.objectRef<PopupTemplateRow>('PopupTemplate').implement({
  description: 'A popup template (spec part 2 §3): one per type; the description is sanitised HTML.',
  fields: (t) => ({
    popupType: t.expose('popupType', { type: PopupTypeEnum }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    status: t.expose('status', { type: PopupTemplateStatusEnum }),
  }),
});

const Popup = builder.objectRef<UserPopup>('Popup').implement({
  description: 'The popup the signed-in user must see now (spec part 2 §3 "Popup", §4).',
  fields: (t) => ({
    popupType: t.expose('popupType', { type: PopupTypeEnum }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'Sanitised HTML (sanitised when saved).' }),
    startDate: t.expose('startDate', { type: 'DateTime', nullable: true }),
    canBePostponed: t.exposeBoolean('canBePostponed'),
  }),
});

const TenantPopupItem = builder.objectRef<TenantPopupRow>('TenantPopupItem').implement({
  description: 'A row of Payment Alert → partners list: a tenant and its launched payment popups.',
  fields: (t) => rowFields(t, TENANT_POPUP_ROW),
});

export const tenantPopupList = defineList<TenantPopupRow>({
  name: 'TenantPopupItem',
  item: TenantPopupItem,
  columns: listColumns(TENANT_POPUP_ROW),
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: PopupLimits.pageSize,
  tieBreaker: 'id',
});

builder.queryField('popupTemplate', (t) =>
  t.field({
    type: PopupTemplate,
    description: 'The template of a popup type (back office: Popup Configs, Payment Alert configs).',
    extensions: guard('backOffice'),
    args: { templateType: t.arg({ type: PopupTypeEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      await resolveOwnScope(ctx.db, requireUser(ctx));
      return popupTemplate(ctx.db, args.templateType);
    },
  }),
);

builder.queryField('userPopup', (t) =>
  t.field({
    type: Popup,
    nullable: true,
    description:
      "The popup the signed-in user must see now, or null: the block, else the payment warning, else the main popup. Payment popups launched for the user's own tenant or any partner above it apply.",
    extensions: guard('signedIn'),
    resolve: async (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return userPopup(ctx.db, user, await resolveOwnScope(ctx.db, user));
    },
  }),
);

builder.queryField('popups', (t) =>
  t.field({
    type: tenantPopupList.segment,
    description:
      'The partners and customers at or below the tenant acted for with their launched payment popups (back office: Payment Alert → partners list; 30 a page).',
    extensions: guard('sysAdmin'),
    args: { ...listArgs(t.arg, tenantPopupList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      tenantPopupsList(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        tenantPopupList,
      ),
  }),
);

builder.mutationField('updatePopupTemplate', (t) =>
  t.field({
    type: PopupTemplate,
    description: `Saves a popup template (SysAdmin). Title required, at most ${PopupLimits.titleMax} characters; description required, HTML sanitised on the server. resetDontShowAgain: every user sees the popup again.`,
    extensions: guard('sysAdmin'),
    args: {
      popupType: t.arg({ type: PopupTypeEnum, required: true }),
      title: t.arg.string({ required: true }),
      description: t.arg.string({ required: true }),
      status: t.arg({ type: PopupTemplateStatusEnum, required: true }),
      resetDontShowAgain: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updatePopupTemplate(ctx.db, user, await resolveOwnScope(ctx.db, user), {
        ...args,
        resetDontShowAgain: args.resetDontShowAgain ?? false,
      });
    },
  }),
);

builder.mutationField('launchTenantPopup', (t) =>
  t.boolean({
    description:
      'Launches a payment popup for a partner or customer and every tenant below it, from startDate (SysAdmin). canBePostponed (payment warning only, default true): false shows it at every visit.',
    extensions: guard('sysAdmin'),
    args: {
      tenantId: t.arg.int({ required: true }),
      popupType: t.arg({ type: PopupTypeEnum, required: true }),
      startDate: t.arg({ type: 'DateTime', required: true }),
      canBePostponed: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return launchTenantPopup(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), {
        popupType: args.popupType,
        startDate: args.startDate,
        canBePostponed: args.canBePostponed,
      });
    },
  }),
);

builder.mutationField('stopTenantPopup', (t) =>
  t.boolean({
    description: "Stops a tenant's payment popup (SysAdmin).",
    extensions: guard('sysAdmin'),
    args: {
      tenantId: t.arg.int({ required: true }),
      popupType: t.arg({ type: PopupTypeEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return stopTenantPopup(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.popupType,
      );
    },
  }),
);

function userAnswer(name: string, answer: UserPopupAnswer, description: string) {
  builder.mutationField(name, (t) =>
    t.boolean({
      description,
      extensions: guard('signedIn'),
      args: { popupType: t.arg({ type: PopupTypeEnum, required: true }) },
      resolve: async (_root, args, ctx) => {
        const user = requireUser(ctx);
        return answerUserPopup(ctx.db, user, await resolveOwnScope(ctx.db, user), args.popupType, answer);
      },
    }),
  );
}

userAnswer(
  'remindPopupLater',
  'REMIND_LATER',
  "The signed-in user's “Remind me in 24 hours” on the main popup: hidden for 24 hours.",
);
userAnswer(
  'dontShowPopupAgain',
  'DONT_SHOW_AGAIN',
  "The signed-in user's “Don't show again” on the main popup, until the back office resets it.",
);
userAnswer(
  'confirmPopup',
  'CONFIRM',
  "The signed-in user's confirmation of a payment popup: a postponable warning is hidden for 24 hours; the block is confirmed by signing out.",
);
