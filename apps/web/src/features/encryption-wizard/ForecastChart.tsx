import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatDate, formatUsd } from '@vigil/contracts';

export interface ForecastPoint {
  date: string;
  reductionRisk: number;
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const usd = (v: number | null) => (v === null ? '' : formatUsd(v));

/** The wizard's risk forecast (500 × 200): encrypted risk per day against the current risk. Loaded lazily. */
export default function ForecastChart({
  points,
  currentRisk,
}: {
  points: ForecastPoint[];
  currentRisk: number;
}) {
  return (
    <LineChart
      width={500}
      height={200}
      margin={{ top: 12, right: 16, bottom: 0, left: 0 }}
      skipAnimation
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'time',
          data: points.map((p) => dayDate(p.date)),
          valueFormatter: (d: Date, ctx) =>
            ctx.location === 'tick'
              ? d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
              : formatDate(d),
          tickNumber: 5,
        },
      ]}
      yAxis={[{ valueFormatter: (v: number) => formatUsd(v), width: 70, tickNumber: 4, min: 0 }]}
      series={[
        {
          id: 'current',
          label: 'Current Risk',
          data: points.map(() => currentRisk),
          color: '#94a3b8',
          showMark: false,
          valueFormatter: usd,
        },
        {
          id: 'reduction',
          label: 'Risk Reduction',
          data: points.map((p) => p.reductionRisk),
          color: '#10b981',
          showMark: false,
          area: true,
          curve: 'stepAfter',
          valueFormatter: usd,
        },
      ]}
      hideLegend
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
    />
  );
}
