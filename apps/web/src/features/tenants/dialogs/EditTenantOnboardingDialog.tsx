import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContent, Typography } from '@mui/material';
import { TenantMessages, onboardingFormSchema } from '@vigil/contracts';
import type { DialogBodyProps } from '../../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import {
  OnboardingFields,
  onboardingValues,
  useOnboardingSave,
  type OnboardingValues,
} from './OnboardingFields';
import { FormActions, LoadedTenant, useTenantDetails } from './tenant-form-parts';

type TenantData = { id: number; tenantType: 'PARTNER' | 'CUSTOMER' };

/** dialogType editTenantOnboarding, data {id, tenantType}: the back office's onboarding of a tenant. */
export default function EditTenantOnboardingDialog({ data, close }: DialogBodyProps) {
  const { id, tenantType } = data as TenantData;
  const { loaded, partner, customer } = useTenantDetails(id, tenantType);
  return (
    <LoadedTenant loaded={loaded} tenant={partner ?? customer}>
      {(t) => <OnboardingForm id={id} name={t.name} initial={onboardingValues(t)} close={close} />}
    </LoadedTenant>
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
