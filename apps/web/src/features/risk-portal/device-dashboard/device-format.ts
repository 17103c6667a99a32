const BYTES_PER_GB = 1_000_000_000;

/** A route parameter as a device id: a positive integer written in plain digits, else null. */
export function parseDeviceId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** Storage in decimal gigabytes with two decimals (spec part 2 §9), e.g. '81.00 GB'. */
export function formatGb(bytes: number): string {
  const gb = Math.max(0, bytes) / BYTES_PER_GB;
  return `${gb.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} GB`;
}

/** Whole counts with thousands separators. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** 'Name (nickname)' when the device has a nickname other than its name. */
export function deviceLabel(device: { name: string; nickName?: string | null }): string {
  const nick = device.nickName?.trim();
  return nick && nick !== device.name ? `${device.name} (${nick})` : device.name;
}
