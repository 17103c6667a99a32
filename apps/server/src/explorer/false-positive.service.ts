import { sql } from 'drizzle-orm';
import { updateFileInputSchema } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import { findRegulationLinks } from '../classifiers/classifiers.repo.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { findFindings } from '../files/files.repo.js';
import { parseMicro } from '../rollups/money.js';
import { RollupDelta, type FileRiskState } from '../rollups/risk-delta.js';
import { applyRollupDelta, lockTenantRisk } from '../rollups/rollups.repo.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

export interface UpdateFileInput {
  id: number;
  falsePositive: boolean;
}

export interface UpdatedFile {
  id: number;
  falsePositive: boolean;
}

interface FileFacts extends Record<string, unknown> {
  tenant_id: number;
  device_id: number;
  folder_id: string;
  name: string;
  is_deleted: boolean;
  is_encrypted: boolean;
  false_positive: boolean;
  size: string;
}

/** A file of the scope's live customers on a live device, or null. */
async function findFileOwner(db: Queryable, scope: TenantScope, id: number): Promise<number | null> {
  const inScope = await scope.customerFilter(db);
  const [row] = await rowsOf<{ tenant_id: number }>(
    db,
    sql`select f.tenant_id from files f
      join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and not d.is_deleted
      where f.id = ${id} and ${inScope(sql`f.tenant_id`)} limit 1`,
  );
  return row ? Number(row.tenant_id) : null;
}

/**
 * Marks a file as a false positive, or clears the mark. A false positive's findings stop counting
 * in every risk rollup at once (the file's risk vector leaves them, its file count and size stay),
 * exactly as recomputeRollups leaves them out; clearing the mark puts them back. The file keeps its
 * findings and its own figures, so Discovered Data still shows what was found. Either way the file
 * counts as reviewed for its classifiers' precision.
 */
export async function updateFile(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  raw: UpdateFileInput,
): Promise<UpdatedFile> {
  const parsed = updateFileInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? 'Invalid file', issue?.path.join('.'));
  }
  const input = parsed.data;
  return db.transaction(async (tx) => {
    const tenantId = await findFileOwner(tx, scope, input.id);
    if (tenantId === null) throw new NotFoundError('File', input.id);
    const owner = await scope.narrow(tx, tenantId);
    // As a batch of ingest does: the tenant's risk shared, then the device's row, one writer per device.
    await lockTenantRisk(tx, owner, 'shared');
    const [file] = await rowsOf<FileFacts>(
      tx,
      sql`select f.tenant_id, f.device_id, f.folder_id::text as folder_id, f.name, f.is_deleted,
          f.is_encrypted, f.false_positive, f.size::text as size
        from files f where f.tenant_id = ${owner.tenantId} and f.id = ${input.id}`,
    );
    if (!file) throw new NotFoundError('File', input.id);
    await tx.execute(
      sql`select id from devices where tenant_id = ${owner.tenantId} and id = ${file.device_id} for update`,
    );
    const [locked] = await rowsOf<{ false_positive: boolean }>(
      tx,
      sql`select false_positive from files where tenant_id = ${owner.tenantId} and id = ${input.id} for update`,
    );
    const before = locked?.false_positive ?? file.false_positive;
    if (before !== input.falsePositive && !file.is_deleted) {
      await moveFileRisk(tx, owner, input.id, file, input.falsePositive);
    }
    await tx.execute(sql`update files set false_positive = ${input.falsePositive}, reviewed_at = now(),
        updated_at = now()
      where tenant_id = ${owner.tenantId} and id = ${input.id}`);
    if (before !== input.falsePositive) {
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'File',
        entityId: input.id,
        entityName: file.name,
        operation: 'UPDATE',
        before: { falsePositive: before },
        after: { falsePositive: input.falsePositive },
      });
    }
    return { id: input.id, falsePositive: input.falsePositive };
  });
}

/** Takes a live file's findings out of the rollups (`toFalsePositive`) or puts them back. */
async function moveFileRisk(
  tx: Queryable,
  owner: TenantScope,
  fileId: number,
  file: FileFacts,
  toFalsePositive: boolean,
): Promise<void> {
  const findings = (await findFindings(tx, owner, [fileId]))
    .map((r) => ({
      classifierId: r.classifierId,
      entries: r.entries,
      costMicro: parseMicro(r.cost),
      isSensitive: r.isSensitive,
    }))
    .sort((a, b) => a.classifierId - b.classifierId);
  if (findings.length === 0) return;
  const links = await findRegulationLinks(
    tx,
    owner,
    findings.map((f) => f.classifierId),
  );
  const counted: FileRiskState = {
    deviceId: Number(file.device_id),
    folderId: Number(file.folder_id),
    isEncrypted: file.is_encrypted,
    size: BigInt(file.size),
    findings,
  };
  const uncounted: FileRiskState = { ...counted, findings: [] };
  const delta = new RollupDelta((id) => links.get(id) ?? []);
  delta.file(toFalsePositive ? counted : uncounted, -1n);
  delta.file(toFalsePositive ? uncounted : counted, 1n);
  await applyRollupDelta(tx, owner, delta);
}
