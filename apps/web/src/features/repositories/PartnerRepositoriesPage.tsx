import type { AreaInfo } from '../../components/AreaPlaceholder';
import { RepositoriesList } from './RepositoriesPage';

/** The partner's and the back office's repository lists: every customer's repositories, bulk actions hidden. */
export default function PartnerRepositoriesPage({ info }: { info: AreaInfo }) {
  return <RepositoriesList info={info} bulkActions={false} />;
}
