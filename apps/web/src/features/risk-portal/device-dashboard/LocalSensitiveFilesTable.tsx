import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Typography } from '@mui/material';
import { formatUsd, Limits } from '@vigil/contracts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { DeviceSensitiveClassifiersQuery } from '../../../gql/graphql';
import { useTenantScope } from '../../../session/tenant-scope';
import { deviceSensitiveClassifiersQuery } from './device-dashboard.query';
import { formatCount } from './device-format';

type ClassifierRisk = DeviceSensitiveClassifiersQuery['deviceRisksByClassifiers']['items'][number];

/** A classifier's row, or the totals row at the end (id 'total'). */
interface Row {
  id: string;
  name: string;
  files: number;
  records: number;
  risk: number;
  encryptedFiles: number;
  encryptedRecords: number;
  encryptedRisk: number;
}

export const TOTAL_ROW_ID = 'total';

function toRow(c: ClassifierRisk): Row {
  return {
    id: String(c.classifierId),
    name: c.classifierName,
    files: c.filesCount,
    records: c.entriesCount,
    risk: c.sensitiveRiskInUSD,
    encryptedFiles: c.filesEncryptedCount,
    encryptedRecords: c.filesEncryptedEntrysCount,
    encryptedRisk: c.encryptedSensitiveRiskInUSD,
  };
}

/** The totals row: the sum of every classifier row shown. */
export function totalsRow(rows: readonly Row[]): Row {
  const sum = (pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    id: TOTAL_ROW_ID,
    name: 'Total',
    files: sum((r) => r.files),
    records: sum((r) => r.records),
    risk: sum((r) => r.risk),
    encryptedFiles: sum((r) => r.encryptedFiles),
    encryptedRecords: sum((r) => r.encryptedRecords),
    encryptedRisk: sum((r) => r.encryptedRisk),
  };
}

/** A long header on two lines, so the numeric columns stay narrow. */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.25 }}>
      <span>{first}</span>
      <span>{second}</span>
    </Box>
  );
}

const count = (pick: (r: Row) => number) => (r: Row) => formatCount(pick(r));
const usd = (pick: (r: Row) => number) => (r: Row) => formatUsd(pick(r));

const COLUMNS: DataColumn<Row>[] = [
  {
    id: 'classifier',
    header: 'Classifier',
    width: 200,
    grow: true,
    cell: (r) => (
      <Box component="span" sx={{ fontWeight: r.id === TOTAL_ROW_ID ? 700 : 550 }} title={r.name}>
        {r.name}
      </Box>
    ),
  },
  { id: 'files', header: 'Files', align: 'right', width: 72, cell: count((r) => r.files) },
  { id: 'records', header: 'Records', align: 'right', width: 96, cell: count((r) => r.records) },
  { id: 'risk', header: 'Risk', align: 'right', width: 96, cell: usd((r) => r.risk) },
  {
    id: 'encryptedFiles',
    header: <TwoLines first="Encrypted" second="Files" />,
    align: 'right',
    width: 112,
    cell: count((r) => r.encryptedFiles),
  },
  {
    id: 'encryptedRecords',
    header: <TwoLines first="Encrypted" second="Records" />,
    align: 'right',
    width: 112,
    cell: count((r) => r.encryptedRecords),
  },
  {
    id: 'encryptedRisk',
    header: <TwoLines first="Encrypted" second="Risk" />,
    align: 'right',
    width: 112,
    cell: usd((r) => r.encryptedRisk),
  },
];

const BY_RISK = [{ sensitiveRiskInUSD: 'DESC' as const }];

/** Sensitive files of the device by classifier, largest risk first, with a totals row (spec part 1 §2, §7). */
export function LocalSensitiveFilesTable({ deviceId }: { deviceId: number }) {
  const { actingTenantId } = useTenantScope();
  const { data, loading, error } = useQuery(deviceSensitiveClassifiersQuery, {
    variables: {
      take: Limits.deviceClassifierRiskPageSize,
      where: { deviceId: { eq: deviceId }, classifierSensitiveType: { eq: 'SENSITIVE' } },
      order: BY_RISK,
      tenantId: actingTenantId,
    },
  });
  const page = data?.deviceRisksByClassifiers;
  const rows = useMemo(() => {
    const classifiers = (page?.items ?? []).map(toRow);
    return classifiers.length > 0 ? [...classifiers, totalsRow(classifiers)] : classifiers;
  }, [page]);
  const shown = page?.items.length ?? 0;
  const total = page?.totalCount ?? 0;

  return (
    <Box
      sx={{
        // The totals row stays in view at the bottom of the scrolling body.
        [`& tr[data-row-id="${TOTAL_ROW_ID}"] td`]: {
          fontWeight: 700,
          bgcolor: 'grey.50',
          borderTop: '2px solid',
          borderTopColor: 'divider',
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
        },
      }}
    >
      <DataTable
        id="device-local-sensitive-files"
        ariaLabel="Local Sensitive Files"
        testId="local-sensitive-files"
        rowTestId="local-sensitive-files-row"
        columns={COLUMNS}
        rows={rows}
        loading={loading}
        error={error}
        getRowId={(r) => r.id}
        maxHeight={560}
        toolbar={
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
            Local Sensitive Files
          </Typography>
        }
        countLabel={() =>
          total > shown
            ? `Top ${shown} of ${total} classifiers`
            : `${total} ${total === 1 ? 'classifier' : 'classifiers'}`
        }
      />
    </Box>
  );
}
