import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTenantScope } from '../../../session/tenant-scope';
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import { DashboardText } from './dashboard-messages';
import { updateDeviceMutation } from './device-dashboard.query';

export interface DeviceSettings {
  id: number;
  isDiscoveryEnabled: boolean;
  isStatisticEnabled: boolean;
  isEncryptionDisabled: boolean;
}

export type DeviceSetting = Exclude<keyof DeviceSettings, 'id'>;

/**
 * Saves one device setting at once. The switch moves before the server answers (an optimistic
 * cache entry for the device); a refusal drops it, so the switch moves back, and shows the
 * server's message.
 */
export function useDeviceSettings() {
  const { actingTenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [mutate] = useMutation(updateDeviceMutation);

  return useCallback(
    async (device: DeviceSettings, setting: DeviceSetting, value: boolean) => {
      // __typename lets the cache file the optimistic answer under the device (codegen omits it).
      const updateDevice = {
        __typename: 'Device' as const,
        id: device.id,
        isDiscoveryEnabled: device.isDiscoveryEnabled,
        isStatisticEnabled: device.isStatisticEnabled,
        isEncryptionDisabled: device.isEncryptionDisabled,
        [setting]: value,
      };
      try {
        await mutate({
          variables: { request: { id: device.id, [setting]: value }, tenantId: actingTenantId },
          optimisticResponse: { updateDevice },
        });
        snackbar.show(DashboardText.deviceUpdated, 'success');
      } catch (error) {
        snackbar.showError(error);
      }
    },
    [mutate, actingTenantId, snackbar],
  );
}
