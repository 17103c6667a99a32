import { useMemo } from 'react';
import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { DataTable, useServerList } from '../../../components/data-table';
import {
  FiltersPanel,
  SearchField,
  useListView,
  type FilterDef,
  type WhereField,
} from '../../../components/filters';
import type { DeviceRiskFilterInput, DeviceRiskSortInput } from '../../../gql/graphql';
import { useTenantScope } from '../../../session/tenant-scope';
import { SensitivitySelect } from '../data-risk/SensitivitySelect';
import { sensitivityOf, SENSITIVITY_OPTIONS } from '../data-risk/sensitivity';
import { RiskPortalPage } from '../RiskPortalPage';
import { deviceRisksQuery } from './device-risk.query';
import { deviceRiskColumns } from './device-risk-columns';
import { DEFAULT_DEVICE_SORT, deviceRiskOrder, deviceSensitivityWhere } from './device-figures';
import { useNow } from './use-now';

const FILTERS: FilterDef<WhereField<DeviceRiskFilterInput>>[] = [
  {
    id: 'name',
    type: 'text',
    label: 'Device',
    field: ['deviceName', 'deviceNickName'],
    operation: 'contains',
  },
  {
    id: 'sensitivity',
    type: 'select',
    label: 'Sensitive',
    options: SENSITIVITY_OPTIONS,
    // Spec part 1 §9: the device-risk 'Sensitive' filter defaults to Sensitive.
    initial: 'SENSITIVE',
    applyImmediately: true,
    toWhere: (value) => deviceSensitivityWhere(sensitivityOf(value)),
  },
  {
    id: 'license',
    type: 'select',
    label: 'License Status',
    options: [
      { label: 'All', value: null },
      { label: 'Licensed', value: 'ACTIVE' },
      { label: 'Unlicensed', value: 'UNLICENSED' },
    ],
    initial: null,
    // Every status but ACTIVE is shown as 'Unlicensed' (device-figures.ts licenseLabel).
    toWhere: (value) =>
      value === 'ACTIVE'
        ? { licenseStatus: { eq: 'ACTIVE' } }
        : value === 'UNLICENSED'
          ? { licenseStatus: { neq: 'ACTIVE' } }
          : null,
  },
  { id: 'online', type: 'checkbox', label: 'Connected only', field: 'deviceIsOnline', checkedValue: true },
  {
    id: 'minRisk',
    type: 'int',
    label: 'Sensitive risk at least (USD)',
    field: 'riskValuation',
    operation: 'gte',
    min: 0,
  },
  { id: 'lastActivity', type: 'dateRange', label: 'Last Seen Online', field: 'deviceLastActivity' },
];

// The sort keys a URL may ask for: every column's, whatever the filter.
const SORTABLE = deviceRiskColumns('BOTH', '', new Date(0));

const SENSITIVITY_HELP =
  'Sensitive: devices holding sensitive data at risk; the risk and file columns count sensitive ' +
  'data only. Non-sensitive: devices holding non-sensitive data at risk, counted alone. ' +
  'Both: every device, both kinds counted.';

/** Device Risk (spec part 1 §2): every device with its risk, activity, regulations and license. */
export default function DeviceRiskPage({ info }: { info: AreaInfo }) {
  const { actingTenantId, basePath } = useTenantScope();
  const now = useNow();
  const view = useListView<DeviceRiskFilterInput, DeviceRiskSortInput>({
    id: 'device-risk',
    filters: FILTERS,
    defaultSort: DEFAULT_DEVICE_SORT,
    columns: SORTABLE,
  });
  const sensitivity = sensitivityOf(view.filters.current.sensitivity);

  const columns = useMemo(() => deviceRiskColumns(sensitivity, basePath, now), [sensitivity, basePath, now]);
  const order = useMemo(
    () => deviceRiskOrder(view.sort, sensitivity) as DeviceRiskSortInput[],
    [view.sort, sensitivity],
  );
  const list = useServerList({
    document: deviceRisksQuery,
    field: 'deviceRisks',
    variables: { tenantId: actingTenantId },
    where: view.where,
    order,
  });

  return (
    <RiskPortalPage info={info}>
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="device-risk"
          ariaLabel="Device risk"
          testId="device-risk-table"
          rowTestId="device-row"
          columns={columns}
          list={list}
          getRowId={(d) => d.deviceId}
          sort={view.sort}
          onSortChange={view.setSort}
          countLabel={(n) => `${n} ${n === 1 ? 'device' : 'devices'}`}
          toolbar={
            <>
              <SearchField
                filters={view.filters}
                filterId="name"
                placeholder="Search by device name"
                ariaLabel="Search devices"
              />
              <SensitivitySelect
                filters={view.filters}
                filterId="sensitivity"
                description={SENSITIVITY_HELP}
              />
            </>
          }
        />
      </FiltersPanel>
    </RiskPortalPage>
  );
}
