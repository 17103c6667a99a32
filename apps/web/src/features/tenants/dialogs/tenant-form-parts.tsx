import type { FormEvent, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { BUSINESS_SIZES, BUSINESS_SIZE_LABELS, TenantLimits } from '@vigil/contracts';
import { DialogFormActions } from '../../../components/DialogFormActions';
import { DialogForm } from '../../../components/DialogForm';
import { muiField, withoutLeadingSpace } from '../../../components/mui-register';
import { PasswordField } from '../../../components/PasswordField';
import { countriesQuery, customerQuery, partnerQuery } from '../tenants.queries';
import { useTenantScope } from '../../../session/tenant-scope';

/** register() for a text field that blocks a leading space, bound to MUI's input ref. */
export function textField<T extends FieldValues>(register: UseFormRegister<T>, name: FieldPath<T>) {
  return muiField(withoutLeadingSpace(register(name)));
}

import { DialogLoading, DialogMessage, DialogNotFound } from '../../../components/DialogMessage';

/** The partner's or the customer's details, for the dialogs that change them; `loaded` is the one asked. */
export function useTenantDetails(id: number, tenantType: 'PARTNER' | 'CUSTOMER') {
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
  return tenantType === 'PARTNER'
    ? { loaded: partner, partner: partner.data?.partner2, customer: undefined }
    : { loaded: customer, partner: undefined, customer: customer.data?.customer2 };
}

/** A tenant dialog's body: the load's error, loading, or not found; else the form for the tenant. */
export function LoadedTenant<T>({
  loaded,
  tenant,
  children,
}: {
  loaded: { loading: boolean; error?: { message: string } | undefined };
  tenant: T | null | undefined;
  children: (tenant: T) => ReactNode;
}) {
  if (loaded.error) return <DialogMessage error>{loaded.error.message}</DialogMessage>;
  if (loaded.loading) return <DialogLoading />;
  if (!tenant) return <DialogNotFound />;
  return <>{children(tenant)}</>;
}

/** Close and the form's submit button. */
export function FormActions({
  close,
  busy,
  label,
  disabled,
}: {
  close: () => void;
  busy: boolean;
  label: string;
  disabled?: boolean;
}) {
  return (
    <DialogFormActions
      close={close}
      closeLabel="Close"
      label={label}
      disabled={busy || disabled}
      testId="dialog-submit"
    />
  );
}

/** A tenant dialog's form: its fields, then Close and the submit button. */
export function TenantDialogForm({
  busy,
  disabled,
  ...props
}: {
  onSubmit: (e: FormEvent) => Promise<void>;
  children: ReactNode;
  close: () => void;
  busy: boolean;
  label: string;
  disabled?: boolean;
  dirty?: boolean;
}) {
  return <DialogForm {...props} closeLabel="Close" disabled={busy || disabled} testId="dialog-submit" />;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Two fields side by side (one above the other on narrow screens). */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <Box sx={twoColumns}>{children}</Box>;
}

/** The tenant's name; a new tenant's takes the focus. */
export function CompanyNameField<T extends FieldValues>({
  register,
  error,
  isNew,
}: {
  register: UseFormRegister<T>;
  error?: string;
  isNew?: boolean;
}) {
  return (
    <TextField
      label="Company name"
      required
      autoFocus={isNew}
      {...textField(register, 'name' as FieldPath<T>)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { maxLength: TenantLimits.nameMax, ...(isNew ? { 'data-testid': 'tenant-name' } : {}) },
      }}
    />
  );
}

/** The country picker and the phone number side by side. */
export function CountryAndPhoneFields<T extends FieldValues>({
  control,
  register,
  errors,
  phone,
  phoneRequired,
  phoneMaxLength,
}: {
  control: Control<T, unknown, never> | Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  phone: FieldPath<T>;
  phoneRequired?: boolean;
  phoneMaxLength?: number;
}) {
  const phoneError = errors[phone]?.message as string | undefined;
  return (
    <TwoColumns>
      <CountryField
        control={control}
        name={'countryId' as FieldPath<T>}
        error={errors.countryId?.message as string | undefined}
      />
      <TextField
        label="Phone"
        required={phoneRequired}
        placeholder="+1999999999"
        {...textField(register, phone)}
        error={Boolean(phoneError)}
        helperText={phoneError}
        {...(phoneMaxLength
          ? { slotProps: { htmlInput: { maxLength: phoneMaxLength, inputMode: 'tel' } } }
          : {})}
      />
    </TwoColumns>
  );
}

/** The customer's business size. */
export function BusinessSizeField<T extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, never> | Control<T>;
}) {
  return (
    <Controller
      control={control as Control<T>}
      name={'businessSize' as FieldPath<T>}
      render={({ field }) => (
        <TextField select label="Business size" {...field}>
          {BUSINESS_SIZES.map((s) => (
            <MenuItem key={s} value={s}>
              {BUSINESS_SIZE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The country picker: the countries of the API by name, the value their ISO code. */
export function CountryField<T extends FieldValues>({
  control,
  name,
  error,
  disabled,
}: {
  control: Control<T, unknown, never> | Control<T>;
  name: FieldPath<T>;
  error?: string;
  disabled?: boolean;
}) {
  const countries = useQuery(countriesQuery, { fetchPolicy: 'cache-first' });
  const options = countries.data?.countries ?? [];
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field }) => (
        <Autocomplete
          options={options.map((c) => c.id)}
          getOptionLabel={(id) => options.find((c) => c.id === id)?.name ?? id}
          value={(field.value as string | null) || null}
          onChange={(_e, value) => field.onChange(value ?? '')}
          loading={countries.loading}
          disabled={disabled}
          renderInput={(params) => (
            <TextField {...params} label="Country" required error={Boolean(error)} helperText={error} />
          )}
        />
      )}
    />
  );
}

type LoginValues = { user?: { email: string; firstName: string; lastName: string; password: string } | null };

/** The new tenant's first administrator: email, first and last name, an initial password. */
export function LoginFields<T extends FieldValues & LoginValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const e = (errors as FieldErrors<LoginValues>).user;
  return (
    <Box sx={twoColumns}>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        {...textField(register, 'user.email' as FieldPath<T>)}
        error={Boolean(e?.email)}
        helperText={e?.email?.message}
        slotProps={{ htmlInput: { maxLength: TenantLimits.emailMax, 'data-testid': 'login-email' } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label="First name"
        required
        {...textField(register, 'user.firstName' as FieldPath<T>)}
        error={Boolean(e?.firstName)}
        helperText={e?.firstName?.message}
        slotProps={{ htmlInput: { maxLength: TenantLimits.personNameMax } }}
      />
      <TextField
        label="Last name"
        required
        {...textField(register, 'user.lastName' as FieldPath<T>)}
        error={Boolean(e?.lastName)}
        helperText={e?.lastName?.message}
        slotProps={{ htmlInput: { maxLength: TenantLimits.personNameMax } }}
      />
      <PasswordField
        label="Initial password"
        required
        autoComplete="new-password"
        {...muiField(register('user.password' as FieldPath<T>))}
        error={Boolean(e?.password)}
        helperText={e?.password?.message ?? 'The administrator changes it at the first sign-in.'}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
