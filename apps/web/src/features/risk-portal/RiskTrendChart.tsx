import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatDate, formatUsd } from '@vigil/contracts';
import { RESIDUAL_COLOR, TOTAL_COLOR } from './risk-colors';

export interface RiskTrendPoint {
  day: string;
  total: number;
  residual: number;
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const usd = (v: number | null) => (v === null ? '' : formatUsd(v));

/** 'Risk Over Time': total and residual risk per day. Loaded lazily (x-charts is large). */
export default function RiskTrendChart({ points }: { points: RiskTrendPoint[] }) {
  return (
    <LineChart
      height={132}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      skipAnimation
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'time',
          data: points.map((p) => dayDate(p.day)),
          valueFormatter: (d: Date, ctx) =>
            ctx.location === 'tick'
              ? d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
              : formatDate(d),
          tickNumber: 6,
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => formatUsd(v), width: 70, tickNumber: 3 }]}
      series={[
        {
          id: 'total',
          label: 'Total risk',
          data: points.map((p) => p.total),
          color: TOTAL_COLOR,
          showMark: false,
          area: true,
          valueFormatter: usd,
        },
        {
          id: 'residual',
          label: 'Residual Risk',
          data: points.map((p) => p.residual),
          color: RESIDUAL_COLOR,
          showMark: false,
          valueFormatter: usd,
        },
      ]}
      hideLegend
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.1 } }}
    />
  );
}
