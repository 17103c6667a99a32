import { ReportLimits, ReportMessages } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { insertReportChunk } from './reports.repo.js';

/**
 * Writes a report's bytes as they are made, in chunks of ReportLimits.chunkBytes, and refuses to
 * go past ReportLimits.fileBytesMax: a report never sits whole in memory or fills the database.
 */
export class ReportWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  size = 0;

  constructor(
    private readonly db: Queryable,
    private readonly scope: TenantScope,
    private readonly reportId: number,
    private readonly maxBytes: number = ReportLimits.fileBytesMax,
  ) {}

  async write(data: Buffer | string): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.size += bytes.length;
    if (this.size > this.maxBytes) throw new Error(ReportMessages.tooLarge);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    while (this.pendingBytes >= ReportLimits.chunkBytes) await this.flushChunk(ReportLimits.chunkBytes);
  }

  private async flushChunk(size: number): Promise<void> {
    const all = Buffer.concat(this.pending);
    const chunk = all.subarray(0, size);
    const rest = all.subarray(size);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    await insertReportChunk(this.db, this.scope, this.reportId, this.seq, chunk);
    this.seq += 1;
  }

  async close(): Promise<number> {
    if (this.pendingBytes > 0) await this.flushChunk(this.pendingBytes);
    return this.size;
  }
}
