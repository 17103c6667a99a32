import { AGENT_LOG_DOWNLOAD_ROUTE } from '@vigil/contracts';
import { tokenStorage } from '../../app/services';

/** Fetches one uploaded agent log with the session's access token and saves it under its name. */
export async function downloadAgentLog(id: number, fileName: string): Promise<void> {
  const token = tokenStorage.read().accessToken;
  if (!token) throw new Error('No access token found');
  const response = await fetch(`${AGENT_LOG_DOWNLOAD_ROUTE}?id=${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The download failed (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
