import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import {
  groupFormSchema,
  Messages,
  PeopleLimits,
  PeopleMessages,
  type GroupForm,
  type GroupFormInput,
} from '@vigil/contracts';
import type { GroupDetailsQuery } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { applyServerFieldError, noLeadingSpace } from './form-support';
import { createGroupMutation, groupQuery, updateGroupMutation } from './people.queries';

export type LoadedGroup = NonNullable<GroupDetailsQuery['group']>;

/** Loading..., then the body with the group, or Not found (spec part 2 §2.5). */
export function LoadedGroupBody({
  id,
  children,
}: {
  id: number;
  children: (group: LoadedGroup) => React.ReactNode;
}) {
  const { actingTenantId: tenantId } = useTenantScope();
  const loaded = useQuery(groupQuery, { variables: { id, tenantId }, fetchPolicy: 'network-only' });
  if (loaded.loading && !loaded.data)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </DialogContent>
    );
  if (!loaded.data?.group)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.notFound}</Typography>
      </DialogContent>
    );
  return <>{children(loaded.data.group)}</>;
}

/** dialogType addNewGroup: Add Group. */
export function AddGroupDialog({ close }: DialogBodyProps) {
  return <GroupFormBody close={close} initial={{ name: '', description: '' }} />;
}

/** dialogType editGroup, data {id}: Edit Group. */
export function EditGroupDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return (
    <LoadedGroupBody id={id}>
      {(group) => (
        <GroupFormBody
          key={id}
          id={id}
          close={close}
          initial={{ name: group.name, description: group.description }}
        />
      )}
    </LoadedGroupBody>
  );
}

function GroupFormBody({ id, initial, close }: { id?: number; initial: GroupFormInput; close: () => void }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [createGroup] = useMutation(createGroupMutation);
  const [updateGroup] = useMutation(updateGroupMutation);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty, isValid },
  } = useForm<GroupFormInput, unknown, GroupForm>({
    resolver: zodResolver(groupFormSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const name = watch('name');
  const description = watch('description') ?? '';

  const onSubmit = handleSubmit(async (form) => {
    try {
      if (id === undefined) {
        await createGroup({ variables: { tenantId, request: form } });
        snackbar.show(PeopleMessages.groupCreated, 'success');
      } else {
        await updateGroup({ variables: { tenantId, request: { id, ...form } } });
        snackbar.show(PeopleMessages.groupUpdated, 'success');
      }
      close();
    } catch (e) {
      if (!applyServerFieldError(e, setError, ['name', 'description'])) snackbar.showError(e);
    }
  });

  const text = (field: 'name' | 'description') => {
    const reg = register(field);
    return {
      ...reg,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        e.target.value = noLeadingSpace(e.target.value);
        return reg.onChange(e);
      },
    };
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <TextField
          label="Name"
          required
          autoFocus
          {...text('name')}
          error={!!errors.name}
          helperText={errors.name?.message ?? `${name.length}/${PeopleLimits.groupNameMax}`}
          slotProps={{ htmlInput: { maxLength: PeopleLimits.groupNameMax, 'data-testid': 'group-name' } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          {...text('description')}
          error={!!errors.description}
          helperText={
            errors.description?.message ?? `${description.length}/${PeopleLimits.groupDescriptionMax}`
          }
          slotProps={{
            htmlInput: { maxLength: PeopleLimits.groupDescriptionMax, 'data-testid': 'group-description' },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || !isValid || isSubmitting}
          data-testid="group-submit"
        >
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
