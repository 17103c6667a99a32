import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../apps/server/src/db/client.js';

/**
 * PostgreSQL's own floor for the rows an ingest run wrote: the same rows, COPYed in the same
 * number of transactions into fresh copies of the same tables (`like … including all`: same
 * columns, defaults and indexes; no foreign keys, no server). Each table's rows travel as COPY
 * text, cut into one slice per batch; a batch's slices go in one transaction.
 */

export interface FloorTable {
  table: string;
  /** Rows of the run: a condition on the table's columns. */
  where: string;
}

/** What the engines differ in: raw SQL, COPY out to text and COPY in from text. */
interface CopyClient {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  copyOut(sql: string): Promise<string>;
  /** Runs `fn` in one transaction on a connection of its own (PGlite has one). */
  transaction(fn: (copyIn: (sql: string, text: string) => Promise<void>) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

function pgliteClient(client: PGlite): CopyClient {
  return {
    exec: async (sql) => {
      await client.exec(sql);
    },
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    copyOut: async (sql) => {
      const result = await client.query(`${sql} to '/dev/blob'`);
      return result.blob ? await result.blob.text() : '';
    },
    transaction: async (fn) => {
      await client.transaction(async (tx) => {
        await fn(async (sql, text) => {
          await tx.query(`${sql} from '/dev/blob'`, [], { blob: new Blob([text]) });
        });
      });
    },
    close: async () => undefined,
  };
}

function postgresClient(url: string): CopyClient {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Dropping the scratch database ends the connections still idle here.
  pool.on('error', () => undefined);
  return {
    exec: async (sql) => {
      await pool.query(sql);
    },
    rows: async <T>(sql: string) => (await pool.query(sql)).rows as T[],
    copyOut: async (sql) => {
      const conn = await pool.connect();
      try {
        const chunks: Buffer[] = [];
        const stream = conn.query(copyTo(`${sql} to stdout`));
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      } finally {
        conn.release();
      }
    },
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        await fn(async (sql, text) => {
          await pipeline(Readable.from([text]), conn.query(copyFrom(`${sql} from stdin`)));
        });
        await conn.query('commit');
      } catch (err) {
        await conn.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Splits COPY text into `parts` slices of whole rows (text format: one row a line). */
function slices(text: string, parts: number): string[] {
  const lines = text.length === 0 ? [] : text.slice(0, -1).split('\n');
  return Array.from({ length: parts }, (_, i) => {
    const part = lines.slice(
      Math.floor((i * lines.length) / parts),
      Math.floor(((i + 1) * lines.length) / parts),
    );
    return part.length === 0 ? '' : `${part.join('\n')}\n`;
  });
}

export interface CopyFloor {
  /**
   * COPYs the rows of `tables` that match their condition into their `<table>_floor` copies, in
   * `batches` transactions run by `connections` connections at once (as many as the ingest
   * used); returns the seconds and this process's CPU milliseconds the COPYs took (COPY out
   * excluded) and the rows per table.
   */
  copy(
    tables: FloorTable[],
    batches: number,
    connections: number,
  ): Promise<{ seconds: number; cpuMs: number; rowsByTable: Record<string, number> }>;
  /** Drops the copies. */
  close(): Promise<void>;
}

/** Creates `<table>_floor` for each of `tables`, like it in columns, defaults and indexes. */
export async function openCopyFloor(
  database: Database,
  url: string | null,
  tables: string[],
): Promise<CopyFloor> {
  const client =
    database.kind === 'pglite'
      ? pgliteClient((database.db as unknown as { $client: PGlite }).$client)
      : postgresClient(url!);
  const columns = new Map<string, string>();
  for (const table of tables) {
    const names = await client.rows<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER'
        order by ordinal_position`,
    );
    columns.set(table, names.map((c) => c.name).join(', '));
    await client.exec(
      `drop table if exists ${table}_floor; create table ${table}_floor (like ${table} including all)`,
    );
  }
  return {
    async copy(chosen, batches, connections) {
      const prepared: { copy: string; parts: string[] }[] = [];
      const rowsByTable: Record<string, number> = {};
      for (const { table, where } of chosen) {
        const list = columns.get(table)!;
        const text = await client.copyOut(`copy (select ${list} from ${table} where ${where})`);
        rowsByTable[table] = text.length === 0 ? 0 : text.split('\n').length - 1;
        prepared.push({ copy: `copy ${table}_floor (${list})`, parts: slices(text, batches) });
      }
      const started = process.hrtime.bigint();
      const cpu0 = process.cpuUsage();
      await Promise.all(
        Array.from({ length: connections }, async (_, c) => {
          for (let b = c; b < batches; b += connections) {
            await client.transaction(async (copyIn) => {
              for (const t of prepared) {
                const part = t.parts[b]!;
                if (part.length > 0) await copyIn(t.copy, part);
              }
            });
          }
        }),
      );
      const cpu = process.cpuUsage(cpu0);
      return {
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        cpuMs: (cpu.user + cpu.system) / 1e3,
        rowsByTable,
      };
    },
    async close() {
      try {
        for (const table of tables) await client.exec(`drop table ${table}_floor`);
      } finally {
        await client.close();
      }
    },
  };
}
