import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { FormToggle } from '../../../components/FormToggle';
import { onboardingManagersQuery, updateOnboardingMutation } from '../tenants.queries';

export interface OnboardingValues {
  onboarding: boolean;
  onboardingUserId: number | null;
}

const NONE = '';

/** A loaded tenant's onboarding data, as the form starts with it. */
export function onboardingValues(tenant: {
  onboarding?: boolean | null;
  onboardingUser?: { id: number } | null;
}): OnboardingValues {
  return { onboarding: tenant.onboarding ?? false, onboardingUserId: tenant.onboardingUser?.id ?? null };
}

/** Onboarding and the Onboarding Manager in charge (the back office's). */
export function OnboardingFields<T extends FieldValues & OnboardingValues>({
  control,
}: {
  control: Control<T>;
}) {
  const managers = useQuery(onboardingManagersQuery, { fetchPolicy: 'cache-first' });
  const c = control as unknown as Control<OnboardingValues>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">Onboarding</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          alignItems: 'center',
        }}
      >
        <FormToggle control={c} name="onboarding" label="In onboarding" disabled={false} />
        <Controller
          control={c}
          name="onboardingUserId"
          render={({ field }) => (
            <TextField
              select
              label="Onboarding user"
              value={field.value ?? NONE}
              onChange={(e) => field.onChange(e.target.value === NONE ? null : Number(e.target.value))}
              slotProps={{ htmlInput: { 'data-testid': 'onboarding-user' } }}
            >
              <MenuItem value={NONE}>
                <em>None</em>
              </MenuItem>
              {(managers.data?.onboardingManagers ?? []).map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.email}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
    </Box>
  );
}

/** Saves the onboarding data when it changed. */
export function useOnboardingSave() {
  const [save] = useMutation(updateOnboardingMutation);
  return async (id: number, before: OnboardingValues, after: OnboardingValues) => {
    if (before.onboarding === after.onboarding && before.onboardingUserId === after.onboardingUserId) return;
    await save({
      variables: { request: { id, onboarding: after.onboarding, onboardingUserId: after.onboardingUserId } },
    });
  };
}
