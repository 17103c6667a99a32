import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { RiskPortalPage } from '../RiskPortalPage';

export default function DeviceRiskPage({ info }: { info: AreaInfo }) {
  return <RiskPortalPage info={info} />;
}
