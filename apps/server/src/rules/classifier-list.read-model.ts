import { sql, type SQL } from 'drizzle-orm';
import { CLASSIFIER_LIST_COLUMNS, classifierListBase } from '../classifiers/classifier-list.read-model.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** The rule of a row of the Classifiers list (one per classifier at most, so a list of none or one). */
export interface ClassifierListRule {
  id: number;
  name: string;
  isActive: boolean;
  encryptionIsEnabled: boolean;
  overrideOtherEncryptionRules: boolean;
  encryptionDelayDays: number;
  triggers: { triggerType: string; actions: string[] }[];
}

/**
 * The rule's part of a row of the Classifiers list, declared once (`ru` is the classifier's rule,
 * if any); the classifier's part is the classifiers domain's (CLASSIFIER_LIST_COLUMNS).
 */
export const RULE_LIST_COLUMNS = {
  encryptionIsEnabled: RowColumn.of('boolean', sql`coalesce((ru.encryption->>'isEnabled')::boolean, false)`),
  encryptionDelayDays: RowColumn.of('int', sql`(ru.encryption->>'delayDays')::int`).nullable(),
  rules: RowColumn.of(
    'json',
    sql`case when ru.id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
      'id', ru.id, 'name', ru.name, 'isActive', ru.is_active,
      'encryptionIsEnabled', coalesce((ru.encryption->>'isEnabled')::boolean, false),
      'overrideOtherEncryptionRules', ru.override_other_encryption_rules,
      'encryptionDelayDays', coalesce((ru.encryption->>'delayDays')::int, 30),
      'triggers', coalesce((select jsonb_agg(jsonb_build_object('triggerType', tr->>'trigger', 'actions', tr->'actions'))
        from jsonb_array_elements(ru.triggers) tr), '[]'::jsonb))) end`,
  )
    .array()
    .as<ClassifierListRule[]>(),
};

/** A row of the Classifiers list (spec part 1 §3 "Classifier list row"): the classifier's columns and its rule's. */
export const CLASSIFIER_LIST_ROW = { ...CLASSIFIER_LIST_COLUMNS, ...RULE_LIST_COLUMNS };
export type ClassifierListRow = RowOfColumns<typeof CLASSIFIER_LIST_ROW>;

/** The base of classifiersList: the classifiers of the list (classifiers domain), each with its rule. */
export function classifiersListQuery(
  scope: TenantScope,
  showTest: boolean,
  showAll: boolean,
  conditions: SQL[],
): SQL {
  return sql`select b.*, ${selectList(RULE_LIST_COLUMNS)}
    from (${classifierListBase(scope, showTest, showAll, conditions)}) b
    left join rules ru on ru.tenant_id = ${scope.tenantId} and ru.classifier_id = b.id`;
}
