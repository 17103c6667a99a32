import { sql } from 'drizzle-orm';
import { isEmbedded, type Db } from './client.js';

/*
 * PGlite runs no autovacuum, so nothing vacuums or analyses its tables. Unanalysed, the planner
 * sizes every table by its pages and every condition by default selectivities, and two indexes that
 * both match a look-up tie: it chose `folders_parent_idx` (tenant, device, parent) over the unique
 * `folders_device_path_uq` (tenant, device, path hash) for each folder of an agent's batch, and
 * filtered all the device's folders for each (5.5 ms a folder at 20 000 folders, 0.01 ms once
 * analysed). Unvacuumed, the dead rows of every rollup upsert stay, and no page is ever marked
 * all-visible, so an index-only scan reads the table too: a back office's applications of a chosen
 * period on the large bench set took 48 ms at p50, 35 once vacuumed. A PostgreSQL server's
 * autovacuum does both; this does them for PGlite (a vacuum skips the pages still all-visible, so
 * an hourly one costs what the hour changed).
 */

/** Vacuums and analyses the embedded database; a PostgreSQL server's autovacuum does its own. */
export async function vacuumEmbeddedDatabase(db: Db): Promise<string> {
  if (!isEmbedded(db)) return 'left to PostgreSQL’s autovacuum';
  const started = Date.now();
  await db.execute(sql`vacuum analyze`);
  return `vacuumed and analysed in ${Date.now() - started} ms`;
}
