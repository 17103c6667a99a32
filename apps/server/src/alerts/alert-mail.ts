import { alertTypeById, formatAlertUsd, type AlertData, type AlertEvent } from '@vigil/contracts';
import type { MailMessage } from '../mail/mailer.js';

/** An alert as its mail tells it. */
export interface MailedAlert {
  id: number;
  typeId: number;
  alertSettingName: string;
  day: string;
  data: AlertData;
}

function events(list: readonly AlertEvent[]): string[] {
  if (list.length === 0) return [];
  return [
    `Top ${list.length} event${list.length === 1 ? '' : 's'}:`,
    ...list.map(
      (e) => `  ${formatAlertUsd(e.value)}  ${e.file}  (device ${e.deviceName}, user ${e.userName || '—'})`,
    ),
  ];
}

/** The lines of one alert: what raised it and its top events. */
export function alertLines(alert: MailedAlert): string[] {
  const type = alertTypeById(alert.typeId)?.name ?? `Type ${alert.typeId}`;
  const head = [`${alert.alertSettingName} — ${type} (${alert.day})`];
  const d = alert.data;
  if ('thresholdPercent' in d)
    head.push(
      `Threshold: ${d.thresholdPercent}% over the previous days' average`,
      ...d.processes.map(
        (p) =>
          `  ${p.name}: ${formatAlertUsd(p.currentValue)} today, average ${formatAlertUsd(p.previousAverage)}, ${p.percentOver}% over`,
      ),
    );
  else if ('filesCount' in d)
    head.push(
      `Threshold: ${formatAlertUsd(d.thresholdUsd)} a day`,
      `  Outgoing files: ${d.filesCount}, value ${formatAlertUsd(d.value)}`,
    );
  else
    head.push(
      `Threshold: ${formatAlertUsd(d.thresholdUsd)} per application`,
      ...d.processes.map((p) => `  ${p.name}: ${p.filesCount} files, risk ${formatAlertUsd(p.risk)}`),
    );
  return [...head, ...events(d.topEvents)];
}

/** IMMEDIATE: one mail per alert. */
export function immediateAlertMail(recipient: string, alert: MailedAlert): MailMessage {
  return {
    to: [recipient],
    subject: `Vigil alert: ${alert.alertSettingName}`,
    text: [...alertLines(alert), '', 'See every alert in the console: Data Explorer → Alerts.'].join('\n'),
  };
}

/** DAILY: one digest per recipient and customer, of the alerts of the days before. */
export function dailyDigestMail(recipient: string, list: readonly MailedAlert[]): MailMessage {
  return {
    to: [recipient],
    subject: `Vigil daily alert digest: ${list.length} alert${list.length === 1 ? '' : 's'}`,
    text: [
      ...list.flatMap((a) => [...alertLines(a), '']),
      'See every alert in the console: Data Explorer → Alerts.',
    ].join('\n'),
  };
}
