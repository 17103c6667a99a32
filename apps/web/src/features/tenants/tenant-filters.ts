import {
  RISK_TYPES,
  RISK_TYPE_LABELS,
  STORED_TESTING_GROUPS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  TENANT_TYPE_FILTER_OPTIONS,
  TESTING_GROUP_NAMES,
  TestingGroup,
} from '@vigil/contracts';
import type { FilterDef, WhereField } from '../../components/filters';
import type { TenantListItemFilterInput } from '../../gql/graphql';

type TenantFilter = FilterDef<WhereField<TenantListItemFilterInput>>;

/** Search over the name, the agent key and the users' emails (spec part 2 §7.1). */
const SEARCH: TenantFilter = {
  id: 'search',
  type: 'text',
  label: 'Search',
  field: ['name', 'agentKey', 'usersEmails'],
  operation: 'contains',
  placeholder: 'Name, agent key or user email',
};

/** Tenant filters of everyone (spec part 2 §4). */
export const TENANT_FILTERS: TenantFilter[] = [
  SEARCH,
  {
    id: 'tenantType',
    type: 'select',
    label: 'Tenant type',
    field: 'tenantType',
    initial: null,
    applyImmediately: true,
    options: TENANT_TYPE_FILTER_OPTIONS,
  },
  {
    id: 'subscriptionStatus',
    type: 'select',
    label: 'Subscription status',
    field: 'subscriptionStatus',
    multiple: true,
    initial: [],
    options: SUBSCRIPTION_STATUSES.map((s) => ({ label: SUBSCRIPTION_STATUS_LABELS[s], value: s })),
  },
  {
    id: 'riskType',
    type: 'select',
    label: 'Risk type',
    field: 'riskType',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      ...RISK_TYPES.map((r) => ({ label: RISK_TYPE_LABELS[r], value: r })),
    ],
  },
];

/** The back office also filters on onboarding, its user and the testing group (0 = Prod). */
export function backOfficeFilters(managers: readonly { id: number; email: string }[]): TenantFilter[] {
  return [
    ...TENANT_FILTERS,
    {
      id: 'onboarding',
      type: 'select',
      label: 'Onboarding',
      field: 'onboarding',
      initial: null,
      applyImmediately: true,
      options: [
        { label: 'All', value: null },
        { label: 'In onboarding', value: true },
        { label: 'Not in onboarding', value: false },
      ],
    },
    {
      id: 'onboardingUser',
      type: 'select',
      label: 'Onboarding user',
      field: 'onboardingUserId',
      initial: null,
      applyImmediately: true,
      options: [{ label: 'All', value: null }, ...managers.map((m) => ({ label: m.email, value: m.id }))],
    },
    {
      id: 'testingGroup',
      type: 'select',
      label: 'Testing group',
      field: 'testingGroupId',
      multiple: true,
      initial: [],
      options: [TestingGroup.Prod, ...STORED_TESTING_GROUPS].map((g) => ({
        label: TESTING_GROUP_NAMES[g],
        value: g,
      })),
    },
  ];
}
