import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { TenantMessages } from '@vigil/contracts';
import { useTenantScope } from '../../../session/tenant-scope';
import type { DialogBodyProps } from '../../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import { deleteCustomersMutation, deletePartnersMutation } from '../tenants.queries';

type TenantData = { id: number; tenantType: 'PARTNER' | 'CUSTOMER'; name?: string };

/** dialogType deleteTenant, data {id, tenantType, name}: confirm, then delete. */
export default function DeleteTenantDialog({ data, close }: DialogBodyProps) {
  const { id, tenantType, name } = data as TenantData;
  const scope = useTenantScope();
  const snackbar = useSnackbar();
  const [deletePartners] = useMutation(deletePartnersMutation);
  const [deleteCustomers] = useMutation(deleteCustomersMutation);
  const [busy, setBusy] = useState(false);
  const isPartner = tenantType === 'PARTNER';
  const label = name
    ? `${isPartner ? 'partner' : 'customer'} ${name}`
    : `this ${isPartner ? 'partner' : 'customer'}`;

  const confirm = async () => {
    setBusy(true);
    try {
      const variables = { ids: [id], tenantId: scope.tenantId };
      if (isPartner) await deletePartners({ variables });
      else await deleteCustomers({ variables });
      snackbar.show(isPartner ? TenantMessages.partnerDeleted : TenantMessages.customerDeleted, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <Typography>Delete the {label}?</Typography>
        <Alert severity="warning">
          {isPartner ? 'Its sub-partners and customers are deleted with it. ' : ''}
          Its users can no longer sign in, its agents stop reporting, and its devices and risk leave every
          total above it. Its change history is kept.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={busy}
          data-testid="confirm-delete-tenant"
        >
          Delete
        </Button>
      </DialogActions>
    </>
  );
}
