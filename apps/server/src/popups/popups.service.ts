import { and, eq, sql } from 'drizzle-orm';
import {
  PAYMENT_POPUP_TYPES,
  POPUP_PRIORITY,
  POPUP_TYPES,
  PopupLimits,
  PopupMessages,
  TenantType,
  blockPopupDue,
  mainPopupDue,
  paymentWarningDue,
  popupTemplateFormSchema,
  type LaunchedPopup,
  type PopupTemplateStatus,
  type PopupType,
  type UserPopupState,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import { subtreeSql, type TenantScope } from '../tenants/tenant-scope.js';
import { popupHtmlHasText, sanitizePopupHtml } from './popup-html.js';
import { popupTemplates, tenantPopups, userPopupStates } from './popups.tables.js';

export interface PopupTemplateRow {
  popupType: PopupType;
  title: string;
  description: string;
  status: PopupTemplateStatus;
}

/** What a type shows before the back office has written its template. */
const DEFAULT_TEMPLATES: Record<PopupType, PopupTemplateRow> = {
  MAIN: { popupType: 'MAIN', title: '', description: '', status: 'DRAFT' },
  PAYMENT_WARNING: {
    popupType: 'PAYMENT_WARNING',
    title: 'Payment overdue',
    description:
      '<p>We have not received the payment for your subscription. Please contact your partner or billing department to avoid an interruption of the service.</p>',
    status: 'PUBLISHED',
  },
  BLOCK_BECAUSE_OF_PAYMENT: {
    popupType: 'BLOCK_BECAUSE_OF_PAYMENT',
    title: 'Access suspended',
    description:
      '<p>Access to the console has been suspended because the subscription has not been paid. Please contact your partner or billing department.</p>',
    status: 'PUBLISHED',
  },
};

/** The change history's id of a template: its type's place in POPUP_TYPES. */
function templateEntityId(type: PopupType): number {
  return POPUP_TYPES.indexOf(type) + 1;
}

async function readTemplates(db: Queryable): Promise<Map<PopupType, PopupTemplateRow>> {
  const rows = await db
    .select({
      popupType: popupTemplates.popupType,
      title: popupTemplates.title,
      description: popupTemplates.description,
      status: popupTemplates.status,
    })
    .from(popupTemplates);
  return new Map(rows.map((r) => [r.popupType, r]));
}

/** popupTemplate(templateType): the saved template, else the type's default. */
export async function popupTemplate(db: Queryable, type: PopupType): Promise<PopupTemplateRow> {
  return (await readTemplates(db)).get(type) ?? DEFAULT_TEMPLATES[type];
}

/**
 * updatePopupTemplate (SysAdmin): checked with the form's own schema, the description sanitised
 * here, on the server (popup-html.ts). resetDontShowAgain clears every user's "don't show again"
 * (and "remind me later") of the type. Written to the back office's own change history.
 */
export async function updatePopupTemplate(
  db: Db,
  user: AuthUser,
  ownScope: TenantScope,
  input: unknown,
): Promise<PopupTemplateRow> {
  const parsed = popupTemplateFormSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? 'Invalid request', String(issue?.path[0] ?? ''));
  }
  const form = parsed.data;
  const description = sanitizePopupHtml(form.description);
  if (!popupHtmlHasText(description))
    throw new ValidationError(PopupMessages.descriptionRequired, 'description');
  const row: PopupTemplateRow = {
    popupType: form.popupType,
    title: form.title,
    description,
    status: form.status,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(popupTemplates)
      .where(eq(popupTemplates.popupType, form.popupType))
      .for('update');
    await tx
      .insert(popupTemplates)
      .values({ ...row, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: popupTemplates.popupType,
        set: { title: row.title, description: row.description, status: row.status, updatedAt: new Date() },
      });
    if (form.resetDontShowAgain) {
      await tx
        .update(userPopupStates)
        .set({ dontShowAgain: false, dontShowUntil: null })
        .where(eq(userPopupStates.popupType, form.popupType));
    }
    await recordAudit(tx, user, {
      scope: ownScope,
      entityType: 'PopupTemplate',
      entityId: templateEntityId(form.popupType),
      entityName: form.popupType,
      operation: before ? 'UPDATE' : 'CREATE',
      before: before ? { title: before.title, description: before.description, status: before.status } : null,
      after: { title: row.title, description: row.description, status: row.status },
      additionalData: form.resetDontShowAgain ? { resetDontShowAgain: true } : null,
    });
    return row;
  });
}

function requirePaymentType(type: PopupType): void {
  if (!(PAYMENT_POPUP_TYPES as readonly string[]).includes(type))
    throw new ValidationError(PopupMessages.notLaunchable, 'popupType');
}

/**
 * launchTenantPopup (SysAdmin): the payment popup applies from startDate to the tenant's users and
 * every tenant below it. Launching again starts it anew: the users' earlier confirmations of the
 * type are forgotten, so a relaunched warning shows again.
 */
export async function launchTenantPopup(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  request: { popupType: PopupType; startDate: Date; canBePostponed?: boolean | null },
): Promise<boolean> {
  requirePaymentType(request.popupType);
  if (scope.tenantType === TenantType.Root)
    throw new ValidationError(PopupMessages.rootNotLaunchable, 'tenantId');
  if (Number.isNaN(request.startDate.getTime())) throw new ValidationError('Invalid start date', 'startDate');
  const canBePostponed = request.popupType === 'PAYMENT_WARNING' && request.canBePostponed !== false;
  return db.transaction(async (tx) => {
    await scope.lock(tx);
    const [before] = await tx
      .select({ startDate: tenantPopups.startDate, active: tenantPopups.active })
      .from(tenantPopups)
      .where(and(eq(tenantPopups.tenantId, scope.tenantId), eq(tenantPopups.popupType, request.popupType)));
    await tx
      .insert(tenantPopups)
      .values({
        tenantId: scope.tenantId,
        popupType: request.popupType,
        startDate: request.startDate,
        canBePostponed,
        active: true,
      })
      .onConflictDoUpdate({
        target: [tenantPopups.tenantId, tenantPopups.popupType],
        set: { startDate: request.startDate, canBePostponed, active: true },
      });
    await tx.execute(sql`
      delete from user_popup_states s using tenants t
      where t.id = s.tenant_id and ${scope.containsSql(sql`t.path`)} and s.popup_type = ${request.popupType}`);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Tenant',
      entityId: scope.tenantId,
      entityName: scope.name,
      operation: 'UPDATE',
      before: {
        popup: request.popupType,
        active: before?.active ?? false,
        startDate: before?.startDate ?? null,
      },
      after: { popup: request.popupType, active: true, startDate: request.startDate, canBePostponed },
      additionalData: { source: 'Payment popup launched' },
    });
    return true;
  });
}

/** stopTenantPopup (SysAdmin): the tenant's payment popup of the type no longer shows. */
export async function stopTenantPopup(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  popupType: PopupType,
): Promise<boolean> {
  requirePaymentType(popupType);
  return db.transaction(async (tx) => {
    await scope.lock(tx);
    const [before] = await tx
      .select({ startDate: tenantPopups.startDate, active: tenantPopups.active })
      .from(tenantPopups)
      .where(and(eq(tenantPopups.tenantId, scope.tenantId), eq(tenantPopups.popupType, popupType)));
    if (!before?.active) return true;
    await tx
      .update(tenantPopups)
      .set({ active: false })
      .where(and(eq(tenantPopups.tenantId, scope.tenantId), eq(tenantPopups.popupType, popupType)));
    await recordAudit(tx, user, {
      scope,
      entityType: 'Tenant',
      entityId: scope.tenantId,
      entityName: scope.name,
      operation: 'UPDATE',
      before: { popup: popupType, active: true, startDate: before.startDate },
      after: { popup: popupType, active: false },
      additionalData: { source: 'Payment popup stopped' },
    });
    return true;
  });
}

/**
 * A row of Payment Alert → partners list (the `popups` query): a live partner or customer below the
 * tenant acted for and the start of each payment popup launched for it (null: not launched).
 */
export const TENANT_POPUP_ROW = {
  id: RowColumn.of('int', sql`t.id`),
  name: RowColumn.of('string', sql`coalesce(nullif(trim(t.name), ''), 'Tenant ' || t.id)`),
  tenantType: RowColumn.of('string', sql`t.tenant_type`),
  superiorPartner: RowColumn.of('string', sql`coalesce(p.name, '')`),
  paymentWarningStartDate: RowColumn.of('date', sql`w.start_date`)
    .nullable()
    .describe('When the launched payment warning started; null: not launched.'),
  paymentWarningCanBePostponed: RowColumn.of('boolean', sql`coalesce(w.can_be_postponed, true)`),
  blockStartDate: RowColumn.of('date', sql`b.start_date`)
    .nullable()
    .describe('When the launched OffBoarding (block because of payment) popup started; null: not launched.'),
};
export type TenantPopupRow = RowOfColumns<typeof TENANT_POPUP_ROW>;

export async function tenantPopupsList(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: Pick<ListDefinition<TenantPopupRow>, 'run'>,
): Promise<ListResult<TenantPopupRow>> {
  const base = sql`select ${selectList(TENANT_POPUP_ROW)}
    from tenants t
    left join tenants p on p.id = t.parent_id
    left join tenant_popups w on w.tenant_id = t.id and w.popup_type = 'PAYMENT_WARNING' and w.active
    left join tenant_popups b on b.tenant_id = t.id and b.popup_type = 'BLOCK_BECAUSE_OF_PAYMENT' and b.active
    where ${scope.containsSql(sql`t.path`)} and t.tenant_type <> 'ROOT' and not t.is_deleted`;
  return list.run(db, base, args);
}

export interface UserPopup {
  popupType: PopupType;
  title: string;
  description: string;
  startDate: Date | null;
  canBePostponed: boolean;
}

async function userStates(
  db: Queryable,
  user: AuthUser,
  ownScope: TenantScope,
): Promise<Map<PopupType, UserPopupState>> {
  const rows = await db
    .select({
      popupType: userPopupStates.popupType,
      dontShowUntil: userPopupStates.dontShowUntil,
      dontShowAgain: userPopupStates.dontShowAgain,
    })
    .from(userPopupStates)
    .where(and(eq(userPopupStates.tenantId, ownScope.tenantId), eq(userPopupStates.userId, user.id)));
  return new Map(rows.map((r) => [r.popupType, r]));
}

/** The scope's tenant and its ancestors, read from its path ("/1/4/9/"): their rows, on their shards. */
const ancestorIds = (scope: TenantScope): number[] => scope.path.split('/').filter(Boolean).map(Number);

/**
 * The payment popups launched for the scope's tenant or an ancestor of it, by type: the earliest
 * start, postponable only if every launch is.
 */
async function launchedFor(db: Queryable, scope: TenantScope): Promise<Map<PopupType, LaunchedPopup>> {
  const rows = await rowsOf<{ popupType: PopupType; startDate: Date | string; canBePostponed: boolean }>(
    db,
    sql`select tp.popup_type as "popupType", min(tp.start_date) as "startDate",
        bool_and(tp.can_be_postponed) as "canBePostponed"
      from tenant_popups tp join tenants t on t.id = tp.tenant_id
      where tp.tenant_id = any(${pgArray(ancestorIds(scope), 'int4')})
        and tp.active and not t.is_deleted and ${subtreeSql(sql`${scope.path}::text`, sql`t.path`)}
      group by tp.popup_type`,
  );
  return new Map(
    rows.map((r) => [r.popupType, { startDate: new Date(r.startDate), canBePostponed: r.canBePostponed }]),
  );
}

/**
 * userPopup: the one popup the signed-in user must see now (the rules are contracts' popups.ts), or
 * null. The user's own tenant decides, not the one acted for; the back office sees none (it writes
 * them).
 */
export async function userPopup(
  db: Queryable,
  user: AuthUser,
  ownScope: TenantScope,
  now: Date = new Date(),
): Promise<UserPopup | null> {
  if (ownScope.tenantType === TenantType.Root) return null;
  const [templates, states, launched] = await Promise.all([
    readTemplates(db),
    userStates(db, user, ownScope),
    launchedFor(db, ownScope),
  ]);
  const template = (type: PopupType) => templates.get(type) ?? DEFAULT_TEMPLATES[type];
  for (const type of POPUP_PRIORITY) {
    const launch = launched.get(type) ?? null;
    const state = states.get(type) ?? null;
    const due =
      type === 'MAIN'
        ? mainPopupDue(template('MAIN').status === 'PUBLISHED', state, now)
        : type === 'PAYMENT_WARNING'
          ? paymentWarningDue(launch, state, now)
          : blockPopupDue(launch, now);
    if (!due) continue;
    const t = template(type);
    return {
      popupType: type,
      title: t.title,
      description: t.description,
      startDate: launch?.startDate ?? null,
      canBePostponed: type === 'MAIN' || (launch?.canBePostponed ?? false),
    };
  }
  return null;
}

export type UserPopupAnswer = 'REMIND_LATER' | 'DONT_SHOW_AGAIN' | 'CONFIRM';

/**
 * The signed-in user's own answer to a popup: remind me in 24 hours and don't show again (MAIN),
 * confirm (PAYMENT_WARNING: postponed 24 hours when postponable; BLOCK: nothing to keep, the
 * console signs the user out). Touches only the caller's own row.
 */
export async function answerUserPopup(
  db: Db,
  user: AuthUser,
  ownScope: TenantScope,
  popupType: PopupType,
  answer: UserPopupAnswer,
  now: Date = new Date(),
): Promise<boolean> {
  let set: { dontShowUntil?: Date | null; dontShowAgain?: boolean } | null = null;
  const later = new Date(now.getTime() + PopupLimits.remindDelayMs);
  if (answer === 'REMIND_LATER' || answer === 'DONT_SHOW_AGAIN') {
    if (popupType !== 'MAIN') throw new ValidationError('Only the main popup can be put off', 'popupType');
    set = answer === 'REMIND_LATER' ? { dontShowUntil: later } : { dontShowAgain: true };
  }
  return db.transaction(async (tx) => {
    if (answer === 'CONFIRM' && popupType === 'PAYMENT_WARNING') {
      const launch = (await launchedFor(tx, ownScope)).get('PAYMENT_WARNING');
      if (launch?.canBePostponed) set = { dontShowUntil: later };
    }
    if (set) {
      await tx
        .insert(userPopupStates)
        .values({ tenantId: ownScope.tenantId, userId: user.id, popupType, ...set })
        .onConflictDoUpdate({
          target: [userPopupStates.tenantId, userPopupStates.userId, userPopupStates.popupType],
          set,
        });
    }
    // The user's answer is kept in the change history of the user's tenant (a block's confirmation too).
    await recordAudit(tx, user, {
      scope: ownScope,
      entityType: 'User',
      entityId: user.id,
      entityName: user.email,
      operation: 'UPDATE',
      after: { popupType, answer, ...(set ?? {}) },
      additionalData: { source: 'Popup answered' },
    });
    return true;
  });
}
