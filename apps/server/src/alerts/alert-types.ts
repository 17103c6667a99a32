import { sql, type SQL } from 'drizzle-orm';
import { ALERT_TYPES, alertTypeById } from '@vigil/contracts';

/** A type's name, or its id as text for one no longer known. */
export const alertTypeName = (id: number) => alertTypeById(id)?.name ?? String(id);

/** The name of the type in `column`, in SQL, for lists that filter and sort on it. */
export function alertTypeNameSql(column: SQL): SQL {
  const cases = ALERT_TYPES.map((t) => sql` when ${t.id} then ${t.name}`);
  return sql`(case ${column}${sql.join(cases, sql``)} else ${column}::text end)`;
}
