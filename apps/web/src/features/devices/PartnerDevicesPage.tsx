import type { AreaInfo } from '../../components/AreaPlaceholder';
import { InstalledDevicesList } from './DevicesPage';

/** The partner's and the back office's device lists: every customer's devices, bulk actions hidden. */
export default function PartnerDevicesPage({ info }: { info: AreaInfo }) {
  return <InstalledDevicesList info={info} bulkActions={false} />;
}
