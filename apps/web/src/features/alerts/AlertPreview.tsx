import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  applicationDollarsAlertDataSchema,
  dailyTotalAlertDataSchema,
  formatAlertUsd,
  percentAlertDataSchema,
  type AlertEvent,
} from '@vigil/contracts';

type Cell = string | number;

function SmallTable({ head, rows, testId }: { head: string[]; rows: Cell[][]; testId: string }) {
  return (
    <Table size="small" data-testid={testId} sx={{ '& td, & th': { px: 1.5 } }}>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>
            {r.map((c, j) => (
              <TableCell key={j} align={j === 0 ? 'left' : 'right'}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TopEvents({ events }: { events: AlertEvent[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {events.length === 1 ? 'Top event' : `Top ${events.length} events`}
      </Typography>
      <Table size="small" data-testid="alert-top-events" sx={{ '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {['Device', 'User', 'File', 'Value'].map((h) => (
              <TableCell key={h} align={h === 'Value' ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e, i) => (
            <TableRow key={i}>
              <TableCell>{e.deviceName}</TableCell>
              <TableCell>{e.userName || '—'}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{e.file}</TableCell>
              <TableCell align="right">{formatAlertUsd(e.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
  </Box>
);

/**
 * An alert's detail, by the position of its type in the alertTypes list (spec part 2 §3): the
 * percent, daily total or per-application figures, then its top events.
 */
export function AlertPreview({ position, data }: { position: number; data: string }) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = null;
  }
  const body = (() => {
    if (position === 0) {
      const d = percentAlertDataSchema.safeParse(json);
      if (!d.success) return null;
      return {
        figures: [
          { label: 'Threshold', value: `${d.data.thresholdPercent}% over the previous days’ average` },
        ],
        table: (
          <SmallTable
            testId="alert-preview-processes"
            head={['Application', 'Today', 'Previous average', 'Over']}
            rows={d.data.processes.map((p) => [
              p.name,
              formatAlertUsd(p.currentValue),
              formatAlertUsd(p.previousAverage),
              `${p.percentOver}%`,
            ])}
          />
        ),
        events: d.data.topEvents,
      };
    }
    if (position === 1) {
      const d = dailyTotalAlertDataSchema.safeParse(json);
      if (!d.success) return null;
      return {
        figures: [
          { label: 'Threshold', value: `${formatAlertUsd(d.data.thresholdUsd)} a day` },
          { label: 'Outgoing files', value: String(d.data.filesCount) },
          { label: 'Value', value: formatAlertUsd(d.data.value) },
        ],
        table: null,
        events: d.data.topEvents,
      };
    }
    if (position === 2) {
      const d = applicationDollarsAlertDataSchema.safeParse(json);
      if (!d.success) return null;
      return {
        figures: [{ label: 'Threshold', value: `${formatAlertUsd(d.data.thresholdUsd)} per application` }],
        table: (
          <SmallTable
            testId="alert-preview-processes"
            head={['Application', 'Files', 'Risk']}
            rows={d.data.processes.map((p) => [p.name, p.filesCount, formatAlertUsd(p.risk)])}
          />
        ),
        events: d.data.topEvents,
      };
    }
    return null;
  })();
  if (!body)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        This alert’s detail cannot be shown.
      </Typography>
    );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="alert-preview">
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {body.figures.map((f) => (
          <Figure key={f.label} {...f} />
        ))}
      </Box>
      {body.table}
      <TopEvents events={body.events} />
    </Box>
  );
}
