import { Button } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../session/current-user';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { SelfRegistrationLinks } from './SelfRegistrationLinks';
import { TenantsTable } from './TenantsTable';

/**
 * Customers and partners below the tenant acted for (spec part 2 §2.3): a row opens that tenant;
 * admins add, edit and delete tenants. `partnerId` is set on a partner's page: its sign-up links.
 */
export function TenantsPage({
  tenantId,
  description,
  partnerId,
}: {
  tenantId: number;
  description: string;
  partnerId?: number;
}) {
  const { openDialog } = useDialog();
  const user = useCurrentUser();
  const backOffice = user.routeRole === 'admin';
  const canManage = !user.isRegular && !user.isReadOnlyUser;
  return (
    <PageContainer>
      <PageHeader
        title="Tenants"
        description={description}
        actions={
          canManage && (
            <>
              <Button
                variant="outlined"
                startIcon={<AddRounded />}
                onClick={() => openDialog('createTenant', { tenantType: 'PARTNER' })}
                data-testid="add-partner"
              >
                Add Partner
              </Button>
              <Button
                variant="contained"
                startIcon={<AddRounded />}
                onClick={() => openDialog('createTenant', { tenantType: 'CUSTOMER' })}
                data-testid="add-customer"
              >
                Add Customer
              </Button>
            </>
          )
        }
      />
      {partnerId !== undefined && <SelfRegistrationLinks partnerId={partnerId} />}
      <TenantsTable tenantId={tenantId} backOffice={backOffice} canManage={canManage} />
    </PageContainer>
  );
}
