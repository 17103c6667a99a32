import {
  DELETION_FILTERS,
  ExplorerLimits,
  PARSING_STATUS_FILTERS,
  parseResultsOf,
  type ParsingStatusFilter,
} from '@vigil/contracts';
import type { FilterDef, WhereField } from '../../components/filters';
import type { DiscoveredFileFilterInput } from '../../gql/graphql';

const DELETION_VALUE: Record<(typeof DELETION_FILTERS)[number], boolean | null> = {
  'Not Deleted': false,
  Deleted: true,
  All: null,
};

const PARSING_LABEL: Record<ParsingStatusFilter, string> = {
  All: 'All',
  'Any Failed': 'Any Failed',
  CANCELED: 'Canceled',
  CANT_OPEN_FILE: "Can't open file",
  ENCRYPTED_DIFF_CUSTOMER: 'Encrypted by another customer',
  LOCKED: 'Locked',
  PARSING_ERROR: 'Parsing error',
};

/** Discovered Data's filters (spec part 2 §9): sensitivity, parsing status, deletion, records. */
export const DISCOVERED_DATA_FILTERS: FilterDef<WhereField<DiscoveredFileFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'File',
    field: ['fileName', 'folderFullName'],
    operation: 'contains',
  },
  {
    id: 'sensitivity',
    type: 'select',
    label: 'Sensitivity',
    field: 'isSensitive',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'Both', value: null },
      { label: 'Sensitive', value: true },
      { label: 'Non-sensitive', value: false },
    ],
  },
  {
    id: 'parsing',
    type: 'select',
    label: 'Parsing status',
    initial: 'All',
    applyImmediately: true,
    options: PARSING_STATUS_FILTERS.map((f) => ({ label: PARSING_LABEL[f], value: f })),
    toWhere: (value) => {
      const results = parseResultsOf((value ?? 'All') as ParsingStatusFilter);
      return results ? { parseResult: { in: results } } : null;
    },
  },
  {
    id: 'deletion',
    type: 'select',
    label: 'Deletion',
    field: 'isDeleted',
    initial: false,
    applyImmediately: true,
    options: DELETION_FILTERS.map((f) => ({ label: f, value: DELETION_VALUE[f] })),
  },
  {
    id: 'falsePositive',
    type: 'select',
    label: 'False Positive',
    field: 'falsePositive',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      { label: 'Not marked', value: false },
      { label: 'False positives', value: true },
    ],
  },
  {
    id: 'recordsMin',
    type: 'int',
    label: 'Records from',
    field: 'entriesCount',
    operation: 'gte',
    min: ExplorerLimits.countMin,
    max: ExplorerLimits.countMax,
  },
  {
    id: 'recordsMax',
    type: 'int',
    label: 'Records to',
    field: 'entriesCount',
    operation: 'lte',
    min: ExplorerLimits.countMin,
    max: ExplorerLimits.countMax,
  },
];
