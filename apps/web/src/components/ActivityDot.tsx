import { Box, Tooltip } from '@mui/material';
import { activityLevel, formatDateTime, type ActivityLevel } from '@vigil/contracts';

const COLORS: Record<ActivityLevel, string> = {
  green: '#16a34a',
  yellow: '#eab308',
  orange: '#f97316',
  red: '#dc2626',
};

/** The device activity dot (spec part 1 §4): its colour says how many days ago the agent was last seen. */
export function ActivityDot({ lastActivity, now = new Date() }: { lastActivity: string | null; now?: Date }) {
  const level = activityLevel(lastActivity, now);
  return (
    <Tooltip title={lastActivity ? `Last activity ${formatDateTime(lastActivity)}` : 'Never seen'}>
      <Box
        component="span"
        data-testid="activity-dot"
        data-level={level}
        sx={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: COLORS[level],
          boxShadow: `0 0 0 3px ${COLORS[level]}22`,
          flexShrink: 0,
        }}
      />
    </Tooltip>
  );
}
