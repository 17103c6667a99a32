import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  IconButton,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import {
  Limits,
  newUserFormSchema,
  PeopleMessages,
  UserRole,
  type NewUserForm,
  type NewUserFormInput,
} from '@vigil/contracts';
import { DialogForm } from '../../components/DialogForm';
import { withoutLeadingSpace } from '../../components/mui-register';
import type { CreateUserMutation } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { fullName } from './people-access';
import { createUserMutation } from './people.queries';
import { applyServerFieldError } from './form-support';
import { PermissionToggles, PersonNameFields } from './user-form-fields';

const STEPS = ['Account information', 'Confirmation'] as const;

const EMPTY: NewUserFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  isAdmin: false,
  isReadOnlyUser: false,
};

type Created = CreateUserMutation['createUser'];

/**
 * dialogType addUser: the New User Wizard (spec part 2 §2.5, §4): Account information, then a
 * Confirmation with the account and its temporary password, shown this once; Create another user
 * goes back to an empty form.
 */
export default function NewUserWizard({ close }: DialogBodyProps) {
  const [created, setCreated] = useState<Created | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <Box sx={{ px: 3, pt: 2.5 }}>
        <Stepper activeStep={created ? 1 : 0} data-testid="new-user-steps">
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {created ? (
        <Confirmation
          created={created}
          close={close}
          another={() => {
            setCreated(null);
            setFormKey((k) => k + 1);
          }}
        />
      ) : (
        <AccountStep key={formKey} close={close} onCreated={setCreated} />
      )}
    </>
  );
}

function AccountStep({ close, onCreated }: { close: () => void; onCreated: (c: Created) => void }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [createUser] = useMutation(createUserMutation);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewUserFormInput, unknown, NewUserForm>({
    resolver: zodResolver(newUserFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const res = await createUser({
        variables: {
          tenantId,
          request: {
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            roles: form.isAdmin ? [UserRole.TenantAdmin] : [],
            isReadOnlyUser: form.isReadOnlyUser,
          },
        },
      });
      if (!res.data) return;
      snackbar.show(PeopleMessages.userCreated, 'success');
      onCreated(res.data.createUser);
    } catch (e) {
      if (!applyServerFieldError(e, setError, ['firstName', 'lastName', 'email'])) snackbar.showError(e);
    }
  });

  const text = (name: 'firstName' | 'lastName' | 'email') => withoutLeadingSpace(register(name));

  return (
    <DialogForm
      onSubmit={onSubmit}
      close={close}
      closeDisabled={isSubmitting}
      label="Create user"
      disabled={isSubmitting}
      testId="new-user-submit"
    >
      <Typography variant="body2" color="text.secondary">
        The new user gets a temporary password, shown on the next step. They must change it when they first
        sign in.
      </Typography>
      <PersonNameFields
        registered={{ firstName: text('firstName'), lastName: text('lastName') }}
        errors={errors}
        testIdPrefix="new-user"
        autoFocus
      />
      <TextField
        label="Email"
        required
        type="email"
        {...text('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { maxLength: Limits.emailMax, 'data-testid': 'new-user-email' } }}
      />
      <Box sx={{ display: 'grid' }}>
        <PermissionToggles
          control={control}
          disabled={isSubmitting}
          readOnlyLabel="Read-only user (can look, cannot change anything)"
        />
      </Box>
    </DialogForm>
  );
}

function Confirmation({
  created,
  close,
  another,
}: {
  created: Created;
  close: () => void;
  another: () => void;
}) {
  const snackbar = useSnackbar();
  const { user, temporaryPassword } = created;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(temporaryPassword);
      snackbar.show('Temporary password copied', 'success');
    } catch {
      snackbar.show('Copy failed: select the password and copy it', 'warning');
    }
  };
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }} data-testid="new-user-confirmation">
        <Alert severity="success">
          {fullName(user)} can now sign in with the temporary password below and must change it at once.
        </Alert>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', rowGap: 1, m: 0 }}>
          <Typography component="dt" color="text.secondary">
            Name
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {fullName(user)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="new-user-confirmed-email">
            {user.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Permissions
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {[user.isAdmin ? 'Admin' : 'User', ...(user.isReadOnlyUser ? ['read-only'] : [])].join(', ')}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Temporary password
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              sx={{ fontFamily: 'monospace', fontSize: 18, letterSpacing: 2, fontWeight: 600 }}
              data-testid="temporary-password"
            >
              {temporaryPassword}
            </Typography>
            <Tooltip title="Copy">
              <IconButton size="small" aria-label="Copy the temporary password" onClick={() => void copy()}>
                <ContentCopyRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary">
          The password is shown only now. Hand it to the user by a channel other than email if you can.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={another} data-testid="create-another-user">
          Create another user
        </Button>
        <Button variant="contained" onClick={close} data-testid="new-user-done">
          Done
        </Button>
      </DialogActions>
    </>
  );
}
