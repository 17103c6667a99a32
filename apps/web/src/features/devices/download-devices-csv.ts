import { DEVICES_CSV_ROUTE } from '@vigil/contracts';
import { tokenStorage } from '../../app/services';

/** Fetches the devices CSV with the session's access token and saves it as devices.csv. */
export async function downloadDevicesCsv(tenantId: number | null | undefined): Promise<void> {
  const token = tokenStorage.read().accessToken;
  const query = tenantId ? `?tenantId=${tenantId}` : '';
  const response = await fetch(`${DEVICES_CSV_ROUTE}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The download failed (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'devices.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
