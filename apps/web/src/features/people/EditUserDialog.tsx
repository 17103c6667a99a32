import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, TextField, Typography } from '@mui/material';
import { editUserFormSchema, PeopleMessages, UserRole, type EditUserForm } from '@vigil/contracts';
import { DialogForm } from '../../components/DialogForm';
import { DialogLoading, DialogNotFound } from '../../components/DialogMessage';
import { FormToggle } from '../../components/FormToggle';
import { withoutLeadingSpace } from '../../components/mui-register';
import { useSaveAndClose } from '../../components/use-save-and-close';
import type { UserDetailsQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { applyServerFieldError } from './form-support';
import { PermissionToggles, PersonNameFields } from './user-form-fields';
import { updateUserMutation, userQuery } from './people.queries';

type Loaded = NonNullable<UserDetailsQuery['user']>;

/** Shows Loading... then the body, or Not found when there is no such user (spec part 2 §2.5). */
export function LoadedUser({ id, children }: { id: number; children: (user: Loaded) => React.ReactNode }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const loaded = useQuery(userQuery, { variables: { id, tenantId }, fetchPolicy: 'network-only' });
  if (loaded.loading && !loaded.data) return <DialogLoading />;
  if (!loaded.data?.user) return <DialogNotFound />;
  return <>{children(loaded.data.user)}</>;
}

/** dialogType editUser, data {id}: Update User. */
export default function EditUserDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return <LoadedUser id={id}>{(user) => <EditUserForm key={id} user={user} close={close} />}</LoadedUser>;
}

function EditUserForm({ user, close }: { user: Loaded; close: () => void }) {
  const me = useCurrentUser();
  const { actingTenantId: tenantId } = useTenantScope();
  const { save } = useSaveAndClose(close);
  const [updateUser] = useMutation(updateUserMutation);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty, isValid },
  } = useForm<EditUserForm>({
    resolver: zodResolver(editUserFormSchema),
    mode: 'onChange',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? '',
      isAdmin: user.isAdmin,
      isReadOnlyUser: user.isReadOnlyUser,
      useTOTP: user.useTOTP,
      sendEmailEnabled: user.sendEmailMode === 'ENABLED',
      twoStepVerification: user.tenantTwoStepVerification,
    },
  });
  const self = user.id === me.id;
  const permissionsLocked = self || user.isPrimaryAdmin;
  const phoneRequired = user.tenantTwoStepVerification && !watch('useTOTP');

  const onSubmit = handleSubmit((form) =>
    save(
      PeopleMessages.userUpdated,
      () => {
        // Only Admin permissions is given or taken here; other roles the user holds stay as they are.
        const others = user.roles.filter((r) => r !== UserRole.TenantAdmin);
        return updateUser({
          variables: {
            tenantId,
            request: {
              id: user.id,
              firstName: form.firstName,
              lastName: form.lastName,
              phoneNumber: form.phoneNumber.trim(),
              roles: form.isAdmin ? [...others, UserRole.TenantAdmin] : others,
              isReadOnlyUser: form.isReadOnlyUser,
              useTOTP: form.useTOTP,
              sendEmailMode: form.sendEmailEnabled ? 'ENABLED' : 'DISABLED',
            },
          },
        });
      },
      (e) => applyServerFieldError(e, setError, ['firstName', 'lastName', 'phoneNumber']),
    ),
  );

  const text = (name: 'firstName' | 'lastName' | 'phoneNumber') => withoutLeadingSpace(register(name));

  return (
    <DialogForm
      onSubmit={onSubmit}
      close={close}
      closeDisabled={isSubmitting}
      label="Save"
      disabled={!isDirty || !isValid || isSubmitting}
      dirty={isDirty && !isSubmitting}
      testId="edit-user-submit"
    >
      <TextField label="Email" value={user.email} disabled helperText="The email is the sign-in name." />
      <PersonNameFields
        registered={{ firstName: text('firstName'), lastName: text('lastName') }}
        errors={errors}
        testIdPrefix="edit-user"
      />
      <TextField
        label="Phone number"
        required={phoneRequired}
        placeholder="+1999999999"
        {...text('phoneNumber')}
        error={!!errors.phoneNumber}
        helperText={
          errors.phoneNumber?.message ??
          (phoneRequired
            ? 'Two-step verification is on: without the authenticator app, codes are sent to this phone.'
            : undefined)
        }
        slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'edit-user-phone' } }}
      />
      <Box sx={{ display: 'grid' }}>
        <PermissionToggles
          control={control}
          disabled={isSubmitting || permissionsLocked}
          readOnlyLabel="Read-only user"
        />
        {permissionsLocked && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 4 }}>
            {self ? PeopleMessages.cannotDemoteSelf : PeopleMessages.primaryAdminKeepsAdmin}.
          </Typography>
        )}
        <FormToggle
          control={control}
          name="useTOTP"
          label="Two-step sign-in with an authenticator app"
          disabled={isSubmitting}
        />
        <FormToggle
          control={control}
          name="sendEmailEnabled"
          label="Send e-mails (alerts, reports)"
          disabled={isSubmitting}
        />
      </Box>
      {user.isPrimaryAdmin && <Alert severity="info">This user is the primary admin.</Alert>}
    </DialogForm>
  );
}
