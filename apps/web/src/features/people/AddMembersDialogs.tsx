import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DialogContent, Typography } from '@mui/material';
import { PeopleMessages } from '@vigil/contracts';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useSaveAndClose } from '../../components/use-save-and-close';
import { LoadedGroupBody, type LoadedGroup } from './GroupDialog';
import { MembersPicker, type PickerOption } from './MembersPicker';
import { fullName } from './people-access';
import { deviceOptionsQuery, updateGroupMutation, userOptionsQuery } from './people.queries';

type Kind = 'users' | 'devices';

const TEXT: Record<Kind, { label: string; placeholder: string; intro: string; success: string }> = {
  users: {
    label: 'Users',
    placeholder: 'Search by email or name',
    intro: 'Choose the users to add to',
    success: PeopleMessages.usersAddedToGroup,
  },
  devices: {
    label: 'Devices',
    placeholder: 'Search by device name',
    intro: 'Choose the devices to add to',
    success: PeopleMessages.devicesAddedToGroup,
  },
};

function useOptions(kind: Kind, search: string): { options: PickerOption[]; loading: boolean } {
  const { actingTenantId: tenantId } = useTenantScope();
  const text = useDebouncedValue(search);
  const users = useQuery(userOptionsQuery, {
    variables: { tenantId, search: text || null },
    skip: kind !== 'users',
    fetchPolicy: 'network-only',
  });
  const devices = useQuery(deviceOptionsQuery, {
    variables: {
      tenantId,
      where: { isArchived: { eq: false }, ...(text ? { name: { contains: text } } : {}) },
    },
    skip: kind !== 'devices',
    fetchPolicy: 'network-only',
  });
  return useMemo(() => {
    if (kind === 'users')
      return {
        loading: users.loading,
        options: (users.data?.users.items ?? []).map((u) => ({
          id: u.id,
          label: u.email,
          detail: fullName(u),
        })),
      };
    return {
      loading: devices.loading,
      options: (devices.data?.devices.items ?? []).map((d) => ({
        id: d.id,
        label: d.nickName ? `${d.nickName} (${d.name})` : d.name,
        detail: d.systemUserName,
      })),
    };
  }, [kind, users.loading, users.data, devices.loading, devices.data]);
}

function AddMembersBody({ kind, group, close }: { kind: Kind; group: LoadedGroup; close: () => void }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickerOption[]>([]);
  const { save: saveAndClose, saving } = useSaveAndClose(close);
  const { options, loading } = useOptions(kind, search);
  const [updateGroup] = useMutation(updateGroupMutation);
  const current = useMemo(() => new Set(group[kind].map((m) => m.id)), [group, kind]);
  const text = TEXT[kind];

  const save = () =>
    saveAndClose(text.success, () => {
      const ids = [...current, ...picked.map((p) => p.id)];
      return updateGroup({ variables: { tenantId, request: { id: group.id, [kind]: ids } } });
    });

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          {text.intro} <b>{group.name}</b>. It has {current.size} now.
        </Typography>
        <MembersPicker
          label={text.label}
          placeholder={text.placeholder}
          options={options}
          loading={loading}
          value={picked}
          onChange={setPicked}
          onSearch={setSearch}
          exclude={current}
          testId={`add-${kind}-picker`}
          disabled={saving}
        />
      </DialogContent>
      <DialogFormActions
        close={close}
        closeDisabled={saving}
        label={`Add${picked.length > 0 ? ` (${picked.length})` : ''}`}
        disabled={picked.length === 0 || saving}
        onConfirm={() => void save()}
        testId={`add-${kind}-submit`}
      />
    </>
  );
}

/** dialogType addUsersToGroup, data {id}: Add Users to Group. */
export function AddUsersToGroupDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return (
    <LoadedGroupBody id={id}>
      {(group) => <AddMembersBody kind="users" group={group} close={close} />}
    </LoadedGroupBody>
  );
}

/** dialogType addDevicesToGroup, data {id}: Add Devices to Group. */
export function AddDevicesToGroupDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return (
    <LoadedGroupBody id={id}>
      {(group) => <AddMembersBody kind="devices" group={group} close={close} />}
    </LoadedGroupBody>
  );
}
