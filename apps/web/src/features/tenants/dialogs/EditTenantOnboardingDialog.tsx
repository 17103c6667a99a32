import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { DialogContent, Typography } from '@mui/material';
import { TenantMessages, onboardingFormSchema } from '@vigil/contracts';
import { useTenantScope } from '../../../session/tenant-scope';
import type { DialogBodyProps } from '../../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import { customerQuery, partnerQuery } from '../tenants.queries';
import { OnboardingFields, useOnboardingSave, type OnboardingValues } from './OnboardingFields';
import { DialogLoading, DialogMessage, DialogNotFound, FormActions } from './tenant-form-parts';

type TenantData = { id: number; tenantType: 'PARTNER' | 'CUSTOMER' };

/** dialogType editTenantOnboarding, data {id, tenantType}: the back office's onboarding of a tenant. */
export default function EditTenantOnboardingDialog({ data, close }: DialogBodyProps) {
  const { id, tenantType } = data as TenantData;
  const scope = useTenantScope();
  const variables = { id, tenantId: scope.tenantId };
  const partner = useQuery(partnerQuery, {
    variables,
    skip: tenantType !== 'PARTNER',
    fetchPolicy: 'network-only',
  });
  const customer = useQuery(customerQuery, {
    variables,
    skip: tenantType !== 'CUSTOMER',
    fetchPolicy: 'network-only',
  });
  const loaded = tenantType === 'PARTNER' ? partner : customer;
  const tenant = tenantType === 'PARTNER' ? partner.data?.partner2 : customer.data?.customer2;
  if (loaded.error) return <DialogMessage error>{loaded.error.message}</DialogMessage>;
  if (loaded.loading) return <DialogLoading />;
  if (!tenant) return <DialogNotFound />;
  return (
    <OnboardingForm
      id={id}
      name={tenant.name}
      initial={{
        onboarding: tenant.onboarding ?? false,
        onboardingUserId: tenant.onboardingUser?.id ?? null,
      }}
      close={close}
    />
  );
}

function OnboardingForm({
  id,
  name,
  initial,
  close,
}: {
  id: number;
  name: string;
  initial: OnboardingValues;
  close: () => void;
}) {
  const snackbar = useSnackbar();
  const save = useOnboardingSave();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<OnboardingValues>({ resolver: zodResolver(onboardingFormSchema), defaultValues: initial });
  const onSubmit = handleSubmit(async (form) => {
    try {
      await save(id, initial, form);
      snackbar.show(TenantMessages.onboardingUpdated, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          {name}: tenants in onboarding are listed on the Onboarding page with their onboarding user.
        </Typography>
        <OnboardingFields control={control} />
      </DialogContent>
      <FormActions close={close} busy={isSubmitting} label="Save" disabled={!isDirty} />
    </form>
  );
}
