import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { TextField } from '@mui/material';
import {
  groupFormSchema,
  PeopleLimits,
  PeopleMessages,
  type GroupForm,
  type GroupFormInput,
} from '@vigil/contracts';
import { DialogForm } from '../../components/DialogForm';
import { DialogLoading, DialogNotFound } from '../../components/DialogMessage';
import { withoutLeadingSpace } from '../../components/mui-register';
import { useSaveAndClose } from '../../components/use-save-and-close';
import type { GroupDetailsQuery } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { applyServerFieldError } from './form-support';
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
  if (loaded.loading && !loaded.data) return <DialogLoading />;
  if (!loaded.data?.group) return <DialogNotFound />;
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
  const { save } = useSaveAndClose(close);
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

  const onSubmit = handleSubmit((form) =>
    save(
      id === undefined ? PeopleMessages.groupCreated : PeopleMessages.groupUpdated,
      () =>
        id === undefined
          ? createGroup({ variables: { tenantId, request: form } })
          : updateGroup({ variables: { tenantId, request: { id, ...form } } }),
      (e) => applyServerFieldError(e, setError, ['name', 'description']),
    ),
  );

  const text = (field: 'name' | 'description') => withoutLeadingSpace(register(field));

  return (
    <DialogForm
      onSubmit={onSubmit}
      close={close}
      closeDisabled={isSubmitting}
      label="Save"
      disabled={!isDirty || !isValid || isSubmitting}
      dirty={isDirty && !isSubmitting}
      testId="group-submit"
    >
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
    </DialogForm>
  );
}
