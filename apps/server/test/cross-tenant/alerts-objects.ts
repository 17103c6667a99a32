import { insertAlertSetting } from '../../src/alerts/alert-settings.repo.js';
import { insertAlert } from '../../src/alerts/alerts.repo.js';
import { resolveSystemScope } from '../../src/tenants/tenant-scope.js';
import type { TestApp } from '../helpers/test-app.js';
import type { ArgumentMeaning } from './id-arguments.js';

/*
 * Alerts' part of the tree and of the argument table. No value is imported from the suite's other
 * modules: the tree (tenant-tree.ts) and the table (id-arguments.ts) import this file.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };
const alertType: ArgumentMeaning = {
  notAnId: 'an alert type (1, 2 or 3 of alertTypes): a fixed number, not a stored row',
};

/** The meaning of every Int argument of the alert operations (spread into id-arguments.ts). */
export const ALERTS_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.alertSetting.request.id': 'AlertSetting',
  'Query.alertSetting.tenantId': 'Tenant',
  'Query.alertSettings.skip': paging,
  'Query.alertSettings.take': paging,
  'Query.alertSettings.tenantId': 'Tenant',
  'Query.alertSettings.where.id': 'AlertSetting',
  'Query.alertSettings.where.warningTypeId': alertType,
  'Query.alerts.skip': paging,
  'Query.alerts.take': paging,
  'Query.alerts.tenantId': 'Tenant',
  'Query.alerts.where.id': 'Alert',
  'Query.alerts.where.typeId': alertType,
  'Mutation.createAlertSetting.tenantId': 'Tenant',
  'Mutation.createAlertSetting.request.warningTypeId': alertType,
  'Mutation.updateAlertSetting.request.id': 'AlertSetting',
  'Mutation.updateAlertSetting.request.warningTypeId': alertType,
  'Mutation.updateAlertSetting.tenantId': 'Tenant',
  'Mutation.deleteAlertSettings.request.ids': 'AlertSetting',
  'Mutation.deleteAlertSettings.tenantId': 'Tenant',
};

export const ALERT_SETTING_INPUT = { warningTypeId: 2, parameters: { thresholdUsd: 250 } };

/** One alert setting and one alert it raised, in a customer (the deleted one's before it is deleted). */
export async function makeAlertObjects(
  t: TestApp,
  tenantId: number,
  author: { id: number; email: string },
  label: string,
): Promise<{ alertSettingId: number; alertId: number }> {
  const scope = await resolveSystemScope(t.db, tenantId);
  const setting = await insertAlertSetting(t.db, scope, author, {
    name: `Alert of ${label}`,
    emailForNotification: '',
    ...ALERT_SETTING_INPUT,
  });
  const alertId = await insertAlert(t.db, scope, {
    alertSettingId: setting.id,
    alertSettingName: setting.name,
    typeId: 2,
    day: '2026-01-15',
    data: { day: '2026-01-15', thresholdUsd: 250, filesCount: 1, value: 300, topEvents: [] },
    delivery: 'NONE',
    recipient: author.email,
  });
  if (alertId === null) throw new Error(`fixture alert of ${label} not stored`);
  return { alertSettingId: setting.id, alertId };
}
