import { ApplicationKindWhere, LlmUploadControlTestingGroup, type ApplicationKind } from '@vigil/contracts';
import type { ApplicationRiskFilterInput } from '../../../gql/graphql';

export type { ApplicationKind };

/** The applications a page lists: web destinations other than LLMs, LLM assistants, or local programs. */
export function applicationKindWhere(kind: ApplicationKind): ApplicationRiskFilterInput {
  return ApplicationKindWhere[kind];
}

/**
 * Whether the page offers the upload permission (Actions column): always for local applications,
 * for LLM applications only when the customer is in the LLM upload control testing group, never
 * for other web applications (spec part 1 §2, §6). Unknown testing groups (still loading) hide it.
 */
export function showsUploadPermission(
  kind: ApplicationKind,
  testingGroups: readonly number[] | null,
): boolean {
  if (kind === 'local') return true;
  if (kind === 'llm') return testingGroups?.includes(LlmUploadControlTestingGroup) ?? false;
  return false;
}
