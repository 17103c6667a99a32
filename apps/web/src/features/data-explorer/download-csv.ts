import { tokenStorage } from '../../app/services';

/** Fetches a CSV report with the session's access token and saves it under `fileName`. */
export async function downloadCsv(
  route: string,
  query: Record<string, string | null | undefined>,
  fileName: string,
) {
  const token = tokenStorage.read().accessToken;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  const response = await fetch(`${route}${search ? `?${search}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
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
