import { Button } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { ChildTenantsTable } from './ChildTenantsTable';

/** Customers and partners under the tenant acted for; a row opens that tenant. */
export function TenantsPage({ tenantId, description }: { tenantId: number; description: string }) {
  const { openDialog } = useDialog();
  return (
    <PageContainer>
      <PageHeader
        title="Tenants"
        description={description}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<AddRounded />}
              onClick={() => openDialog('createTenant', { tenantType: 'PARTNER' })}
            >
              Add Partner
            </Button>
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => openDialog('createTenant', { tenantType: 'CUSTOMER' })}
            >
              Add Customer
            </Button>
          </>
        }
      />
      <ChildTenantsTable tenantId={tenantId} />
    </PageContainer>
  );
}
