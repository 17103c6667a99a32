import { LlmUploadControlTestingGroup } from '@vigil/contracts';
import type { ApplicationRiskFilterInput } from '../../../gql/graphql';

/** The three application risk pages of the risk portal. */
export type ApplicationKind = 'web' | 'llm' | 'local';

/** The applications a page lists: web destinations other than LLMs, LLM assistants, or local programs. */
export function applicationKindWhere(kind: ApplicationKind): ApplicationRiskFilterInput {
  switch (kind) {
    case 'web':
      return { webApp: { eq: true }, isLlmApp: { eq: false } };
    case 'llm':
      return { isLlmApp: { eq: true } };
    case 'local':
      return { webApp: { eq: false } };
  }
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
