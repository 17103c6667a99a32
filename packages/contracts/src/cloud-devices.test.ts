import { describe, expect, it } from 'vitest';
import {
  CloudDeviceLimits,
  CloudDeviceMessages,
  cloudDeviceUpdateSchema,
  cloudScanRefusal,
} from './cloud-devices.js';

const message = (input: object) => {
  const parsed = cloudDeviceUpdateSchema.safeParse({ id: 1, ...input });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('cloud devices', () => {
  it('bulk Scan is refused when any is scanned or suspected deleted; Do Not Scan when any is excluded or deleted', () => {
    const on = { scan: true, cloudDeviceId: 'a' };
    const off = { scan: false, cloudDeviceId: 'b' };
    const gone = { scan: false, cloudDeviceId: null };
    expect(cloudScanRefusal(true, [off])).toBeNull();
    expect(cloudScanRefusal(true, [off, on])).toBe(CloudDeviceMessages.alreadyScanning);
    expect(cloudScanRefusal(true, [off, gone])).toBe(CloudDeviceMessages.alreadyScanning);
    expect(cloudScanRefusal(false, [on])).toBeNull();
    expect(cloudScanRefusal(false, [on, off])).toBe(CloudDeviceMessages.alreadyExcluded);
    expect(cloudScanRefusal(false, [{ ...gone, scan: true }])).toBe(CloudDeviceMessages.alreadyExcluded);
    expect(cloudScanRefusal(true, [])).toBe(CloudDeviceMessages.noneSelected);
  });

  it('bounds the scanner delay and the advanced settings JSON', () => {
    expect(message({ scannerDelayMinute: 0 })).toBeNull();
    expect(message({ scannerDelayMinute: CloudDeviceLimits.scannerDelayMax })).toBeNull();
    expect(message({ scannerDelayMinute: CloudDeviceLimits.scannerDelayMax + 1 })).toBe(
      CloudDeviceMessages.scannerDelayRange,
    );
    expect(message({ scannerDelayMinute: 1.5 })).toBe(CloudDeviceMessages.scannerDelayRange);
    expect(message({ cloudDeviceSettings: '{"a":[1,{"b":2}]}' })).toBeNull();
    expect(message({ cloudDeviceSettings: 'null' })).toBe(CloudDeviceMessages.settingsNotJson);
    expect(message({ cloudDeviceSettings: '{"a":"\u0000"}' })).toBe(CloudDeviceMessages.settingsNotJson);
    expect(message({ cloudDeviceSettings: `{"a":"${'x'.repeat(CloudDeviceLimits.settingsJsonMax)}"}` })).toBe(
      CloudDeviceMessages.settingsTooLarge,
    );
  });
});
