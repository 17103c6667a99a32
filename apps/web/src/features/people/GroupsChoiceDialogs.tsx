import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { DialogContent, Link, Typography } from '@mui/material';
import { Messages, PeopleMessages } from '@vigil/contracts';
import { customerRoutes } from '../../routes/customer-routes';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useSaveAndClose } from '../../components/use-save-and-close';
import { LoadedUser } from './EditUserDialog';
import { MembersPicker, type PickerOption } from './MembersPicker';
import { fullName } from './people-access';
import {
  deviceGroupsQuery,
  groupOptionsQuery,
  manageDeviceGroupsMutation,
  manageUserGroupsMutation,
} from './people.queries';

/** The groups of a user or a device, chosen among the tenant's groups; saving replaces them. */
function GroupsChoice({
  intro,
  initial,
  save,
  close,
  footer,
}: {
  intro: React.ReactNode;
  initial: { id: number; name: string }[];
  save: (groupIds: number[]) => Promise<unknown>;
  close: () => void;
  footer?: React.ReactNode;
}) {
  const { actingTenantId: tenantId } = useTenantScope();
  const groups = useQuery(groupOptionsQuery, { variables: { tenantId }, fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<PickerOption[]>(initial.map((g) => ({ id: g.id, label: g.name })));
  const { save: saveAndClose, saving } = useSaveAndClose(close);
  const options = useMemo(
    () => (groups.data?.groups.items ?? []).map((g) => ({ id: g.id, label: g.name })),
    [groups.data],
  );
  const changed = chosen.length !== initial.length || chosen.some((c) => !initial.some((g) => g.id === c.id));

  const submit = () => saveAndClose(PeopleMessages.groupsAssigned, () => save(chosen.map((c) => c.id)));

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        <MembersPicker
          label="Groups"
          placeholder={options.length === 0 && !groups.loading ? 'No groups yet' : 'Choose groups'}
          options={options}
          loading={groups.loading}
          value={chosen}
          onChange={setChosen}
          testId="groups-picker"
          disabled={saving}
        />
        {footer}
      </DialogContent>
      <DialogFormActions
        close={close}
        closeDisabled={saving}
        label="Save"
        disabled={!changed || saving}
        onConfirm={() => void submit()}
        testId="groups-submit"
      />
    </>
  );
}

/** dialogType addToGroup, data {id}: Add Groups to a user. */
export function AddGroupsToUserDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  const { actingTenantId: tenantId } = useTenantScope();
  const [manage] = useMutation(manageUserGroupsMutation);
  return (
    <LoadedUser id={id}>
      {(user) => (
        <GroupsChoice
          key={id}
          intro={
            <>
              The groups of <b>{fullName(user)}</b> ({user.email}).
            </>
          }
          initial={user.groups}
          save={(groupIds) => manage({ variables: { userId: user.id, groupIds, tenantId } })}
          close={close}
        />
      )}
    </LoadedUser>
  );
}

/** dialogType addDeviceToGroups, data {id}: Add Device to Groups, with a link to Manage Groups. */
export function AddDeviceToGroupsDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  const { actingTenantId: tenantId, basePath } = useTenantScope();
  const loaded = useQuery(deviceGroupsQuery, { variables: { id, tenantId }, fetchPolicy: 'network-only' });
  const [manage] = useMutation(manageDeviceGroupsMutation);
  if (loaded.loading && !loaded.data)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </DialogContent>
    );
  const device = loaded.data?.device;
  if (!device)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.notFound}</Typography>
      </DialogContent>
    );
  return (
    <GroupsChoice
      key={id}
      intro={
        <>
          The groups of the device <b>{device.name}</b>. Rules can name groups instead of single devices.
        </>
      }
      initial={device.groups}
      save={(groupIds) => manage({ variables: { deviceId: device.id, groupIds, tenantId } })}
      close={close}
      footer={
        <Link
          component={RouterLink}
          to={customerRoutes.groups.href(basePath)}
          data-testid="manage-groups-link"
        >
          Manage Groups
        </Link>
      }
    />
  );
}
