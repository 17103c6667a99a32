import type { RetentionPolicy } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { findDeviceNames } from '../devices/device-names.read-model.js';
import { findProcesses } from '../processes/processes.repo.js';
import { findVisibleRegulationNames } from '../regulations/regulations.read-model.js';
import { findClassifierTotals } from '../rollups/classifier-totals.read-model.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { findLiveClassifiers, findRegulationLinks } from './classifiers.repo.js';
import { definitionView, regulationsOf, type DefinitionView } from './definition-view.js';

export interface ClassifierView extends DefinitionView {
  isBlocked: boolean;
  templateId: number | null;
  fipsValidation: boolean;
  folder: {
    id: number | null;
    deviceId: number;
    path: string;
    deviceName: string;
    deviceNickName: string | null;
  } | null;
  process: { id: number; humanName: string } | null;
  retentionPolicies: RetentionPolicy[];
  entriesCount: number;
  costUsd: number;
}

/**
 * The tenant's classifiers by id (deleted ones excluded), as the `classifier` query returns them:
 * the names of their regulations the reader sees (`showTest`: SysAdmin), of their folder's device
 * (deleted or not) and of their application, and their risk from the rollups, each read from its
 * own domain.
 */
export async function loadClassifierViews(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  ids: readonly number[],
): Promise<ClassifierView[]> {
  const rows = await findLiveClassifiers(db, scope, ids);
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);
  const links = await findRegulationLinks(db, scope, found);
  const named = await findVisibleRegulationNames(db, scope, showTest, [...links.values()].flat());
  const devices = await findDeviceNames(
    db,
    scope,
    rows.flatMap((r) => (r.folder ? [r.folder.deviceId] : [])),
  );
  const processes = await findProcesses(
    db,
    scope,
    rows.flatMap((r) => (r.processId != null ? [r.processId] : [])),
  );
  const totals = await findClassifierTotals(db, scope, found);
  const deviceOf = new Map(devices.map((d) => [d.id, d]));
  const processOf = new Map(processes.map((p) => [p.id, p]));
  return rows.map((r) => {
    const device = r.folder ? deviceOf.get(r.folder.deviceId) : undefined;
    const process = r.processId != null ? processOf.get(r.processId) : undefined;
    return {
      ...definitionView(r, regulationsOf(named, links, r.id)),
      isBlocked: r.isBlocked,
      templateId: r.templateId,
      fipsValidation: r.fipsValidation,
      folder: r.folder
        ? {
            id: r.folder.id ?? null,
            deviceId: r.folder.deviceId,
            path: r.folder.path,
            deviceName: device?.name ?? '',
            deviceNickName: device?.nickName ?? null,
          }
        : null,
      process: process ? { id: process.id, humanName: process.humanName } : null,
      retentionPolicies: r.retentionPolicies,
      entriesCount: totals.get(r.id)?.entriesCount ?? 0,
      costUsd: totals.get(r.id)?.costUsd ?? 0,
    };
  });
}
