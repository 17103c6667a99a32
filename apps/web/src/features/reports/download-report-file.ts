import { REPORT_FILE_ROUTE, ReportMessages } from '@vigil/contracts';
import { tokenStorage } from '../../app/services';

/** Saves a blob under a name, as a link the browser follows. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Downloads a READY report file with the session's access token. A failure is only logged (spec
 * part 2 §8: "Download failed"; "No access token found" without a token).
 */
export async function downloadReportFile(url: string, fileName: string): Promise<void> {
  const token = tokenStorage.read().accessToken;
  if (!token) {
    console.error(ReportMessages.noAccessToken);
    return;
  }
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    saveBlob(await response.blob(), fileName);
  } catch (error) {
    console.error(ReportMessages.downloadFailed, error);
  }
}

export function reportFileUrl(fileName: string, tenantId: number | null | undefined): string {
  const query = new URLSearchParams({ reportfilename: fileName });
  if (tenantId) query.set('tenantId', String(tenantId));
  return `${REPORT_FILE_ROUTE}?${query.toString()}`;
}
