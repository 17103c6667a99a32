import { AreaPlaceholder, type AreaInfo } from '../../components/AreaPlaceholder';
import { RiskOverviewBanner } from './RiskOverviewBanner';

/** A risk-portal page: the overview banner (zero until risk data lands) over the page's own view. */
export function RiskPortalPage({ info }: { info: AreaInfo }) {
  return <AreaPlaceholder info={info} before={<RiskOverviewBanner totals={null} />} />;
}
