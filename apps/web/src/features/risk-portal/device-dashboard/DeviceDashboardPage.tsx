import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { RiskPortalPage } from '../RiskPortalPage';

export default function DeviceDashboardPage({ info }: { info: AreaInfo }) {
  return <RiskPortalPage info={info} />;
}
