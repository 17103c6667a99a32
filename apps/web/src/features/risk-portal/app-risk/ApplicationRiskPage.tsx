import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { RiskPortalPage } from '../RiskPortalPage';
import type { ApplicationKind } from './application-kind';

export default function ApplicationRiskPage({ info }: { info: AreaInfo; kind: ApplicationKind }) {
  return <RiskPortalPage info={info} />;
}
