import { InstallationRoutes, InstallerFileNames, type InstallerPlatform } from '@vigil/contracts';
import { tokenStorage } from '../../../app/services';

/** Fetches an installation package with the session's access token and saves it under its file name. */
export async function downloadInstaller(platform: InstallerPlatform, tenantId: number | null): Promise<void> {
  const token = tokenStorage.read().accessToken;
  const query = tenantId ? `?tenantId=${tenantId}` : '';
  const response = await fetch(`${InstallationRoutes[platform]}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The download failed (${response.status}).`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = InstallerFileNames[platform];
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
