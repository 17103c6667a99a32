import type { AreaInfo } from '../../components/AreaPlaceholder';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { PolicyUpdatesView } from './PolicyUpdatesView';

/** Deployment → Classifiers → Classifier Updates (customer). */
export default function ClassifierUpdatesTab({ info }: { info: AreaInfo }) {
  const { tenantId, actingTenantId } = useTenantScope();
  const user = useCurrentUser();
  return (
    <PageContainer>
      <PageHeader title={info.title} />
      <PolicyUpdatesView
        tenantId={tenantId}
        actingTenantId={actingTenantId}
        canEdit={!user.isReadOnlyUser && !user.isRegular}
      />
    </PageContainer>
  );
}
