import type { SortState } from '../../../components/data-table';
import type { DeviceRiskFilterInput, LicenseStatus } from '../../../gql/graphql';
import type { Sensitivity } from '../data-risk/sensitivity';

/** The amounts of a Device Risk row, for both kinds of data and each kind. */
export interface DeviceRiskAmounts {
  riskInUSD: number;
  encryptedRiskInUSD: number;
  residualRiskInUSD: number;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  residualSensitiveRiskInUSD: number;
  nonSensitiveRiskInUSD: number;
  encryptedNonSensitiveRiskInUSD: number;
  residualNonSensitiveRiskInUSD: number;
  filesCount: number;
  sensitiveFilesCount: number;
  nonSensitiveFilesCount: number;
  outboundFilesCount: number;
  outboundSensitiveFilesCount: number;
}

export type DeviceFigure = 'total' | 'encrypted' | 'residual' | 'outbound' | 'local';

interface FigureDef {
  value: (device: DeviceRiskAmounts) => number;
  /** The order field; null when the API cannot sort by this figure. */
  sortField: string | null;
}

const field = (name: keyof DeviceRiskAmounts, sortField: string = name): FigureDef => ({
  value: (d) => d[name],
  sortField,
});

/**
 * What each figure column shows and sorts on, by the 'Sensitive' filter. Sensitive total risk is
 * the API's riskValuation (the spec's default sort). The API has no count of non-sensitive outbound
 * files: it is the outbound count less the sensitive ones, and that column cannot sort then.
 */
export const DEVICE_FIGURES: Record<Sensitivity, Record<DeviceFigure, FigureDef>> = {
  SENSITIVE: {
    total: field('sensitiveRiskInUSD', 'riskValuation'),
    encrypted: field('encryptedSensitiveRiskInUSD'),
    residual: field('residualSensitiveRiskInUSD'),
    outbound: field('outboundSensitiveFilesCount'),
    local: field('sensitiveFilesCount'),
  },
  BOTH: {
    total: field('riskInUSD'),
    encrypted: field('encryptedRiskInUSD'),
    residual: field('residualRiskInUSD'),
    outbound: field('outboundFilesCount'),
    local: field('filesCount'),
  },
  NON_SENSITIVE: {
    total: field('nonSensitiveRiskInUSD'),
    encrypted: field('encryptedNonSensitiveRiskInUSD'),
    residual: field('residualNonSensitiveRiskInUSD'),
    outbound: {
      value: (d) => Math.max(0, d.outboundFilesCount - d.outboundSensitiveFilesCount),
      sortField: null,
    },
    local: field('nonSensitiveFilesCount'),
  },
};

export function deviceFigure(
  device: DeviceRiskAmounts,
  figure: DeviceFigure,
  sensitivity: Sensitivity,
): number {
  return DEVICE_FIGURES[sensitivity][figure].value(device);
}

/**
 * A figure column's sort is kept (in the URL too) under its field for the default filter,
 * Sensitive, so a sort follows its column when the filter changes.
 */
export const DEVICE_SORT_KEYS = Object.fromEntries(
  (Object.entries(DEVICE_FIGURES.SENSITIVE) as [DeviceFigure, FigureDef][]).map(([figure, def]) => [
    figure,
    def.sortField as string,
  ]),
) as Record<DeviceFigure, string>;

/** Spec part 1 §9: device risk by riskValuation, descending. */
export const DEFAULT_DEVICE_SORT: SortState = { field: DEVICE_SORT_KEYS.total, direction: 'DESC' };

const FIGURE_BY_SORT_KEY = new Map(
  (Object.entries(DEVICE_SORT_KEYS) as [DeviceFigure, string][]).map(([figure, key]) => [key, figure]),
);

/** The sort field a figure column offers under a filter (undefined: not sortable). */
export function deviceSortField(figure: DeviceFigure, sensitivity: Sensitivity): string | undefined {
  return DEVICE_FIGURES[sensitivity][figure].sortField === null ? undefined : DEVICE_SORT_KEYS[figure];
}

/**
 * The `order` of the deviceRisks query. Figure columns sort by their field for the filter; other
 * columns by their own field; a figure the API cannot sort by falls back to total risk, descending.
 */
export function deviceRiskOrder(
  sort: SortState | null,
  sensitivity: Sensitivity,
): Record<string, 'ASC' | 'DESC'>[] {
  const figures = DEVICE_FIGURES[sensitivity];
  const current = sort ?? DEFAULT_DEVICE_SORT;
  const figure = FIGURE_BY_SORT_KEY.get(current.field);
  const orderField = figure ? figures[figure].sortField : current.field;
  if (orderField) return [{ [orderField]: current.direction }];
  return [{ [figures.total.sortField as string]: 'DESC' }];
}

/**
 * Which devices the filter lists: Sensitive, those with sensitive data at risk (sensitive risk
 * above 0); Non-sensitive, those with non-sensitive data at risk; Both, every device.
 */
export function deviceSensitivityWhere(sensitivity: Sensitivity): DeviceRiskFilterInput | null {
  switch (sensitivity) {
    case 'SENSITIVE':
      return { sensitiveRiskInUSD: { gt: 0 } };
    case 'NON_SENSITIVE':
      return { nonSensitiveRiskInUSD: { gt: 0 } };
    case 'BOTH':
      return null;
  }
}

/** License Status (spec part 1 §2): a device holding a seat is Licensed; any other state is not. */
export function licenseLabel(status: LicenseStatus): 'Licensed' | 'Unlicensed' {
  return status === 'ACTIVE' ? 'Licensed' : 'Unlicensed';
}
