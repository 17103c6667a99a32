import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVICE_SORT,
  deviceFigure,
  deviceRiskOrder,
  deviceSensitivityWhere,
  deviceSortField,
  licenseLabel,
  type DeviceRiskAmounts,
} from './device-figures';

const device: DeviceRiskAmounts = {
  riskInUSD: 1200,
  encryptedRiskInUSD: 500,
  residualRiskInUSD: 700,
  sensitiveRiskInUSD: 1000,
  encryptedSensitiveRiskInUSD: 450,
  residualSensitiveRiskInUSD: 550,
  nonSensitiveRiskInUSD: 200,
  encryptedNonSensitiveRiskInUSD: 50,
  residualNonSensitiveRiskInUSD: 150,
  filesCount: 160,
  sensitiveFilesCount: 40,
  nonSensitiveFilesCount: 12,
  outboundFilesCount: 30,
  outboundSensitiveFilesCount: 7,
};

describe('deviceFigure', () => {
  it('shows the figures of the filter', () => {
    expect(deviceFigure(device, 'total', 'SENSITIVE')).toBe(1000);
    expect(deviceFigure(device, 'total', 'BOTH')).toBe(1200);
    expect(deviceFigure(device, 'total', 'NON_SENSITIVE')).toBe(200);
    expect(deviceFigure(device, 'residual', 'NON_SENSITIVE')).toBe(150);
    expect(deviceFigure(device, 'local', 'SENSITIVE')).toBe(40);
    expect(deviceFigure(device, 'local', 'BOTH')).toBe(160);
  });

  it('counts non-sensitive outbound files as outbound less sensitive', () => {
    expect(deviceFigure(device, 'outbound', 'BOTH')).toBe(30);
    expect(deviceFigure(device, 'outbound', 'SENSITIVE')).toBe(7);
    expect(deviceFigure(device, 'outbound', 'NON_SENSITIVE')).toBe(23);
  });
});

describe('deviceRiskOrder', () => {
  it('defaults to riskValuation descending (the sensitive total)', () => {
    expect(DEFAULT_DEVICE_SORT).toEqual({ field: 'riskValuation', direction: 'DESC' });
    expect(deviceRiskOrder(null, 'SENSITIVE')).toEqual([{ riskValuation: 'DESC' }]);
    expect(deviceRiskOrder(null, 'BOTH')).toEqual([{ riskInUSD: 'DESC' }]);
    expect(deviceRiskOrder(null, 'NON_SENSITIVE')).toEqual([{ nonSensitiveRiskInUSD: 'DESC' }]);
  });

  it('keeps a figure column sorted across filters', () => {
    const byLocal = { field: 'sensitiveFilesCount', direction: 'ASC' } as const;
    expect(deviceRiskOrder(byLocal, 'SENSITIVE')).toEqual([{ sensitiveFilesCount: 'ASC' }]);
    expect(deviceRiskOrder(byLocal, 'BOTH')).toEqual([{ filesCount: 'ASC' }]);
    expect(deviceRiskOrder(byLocal, 'NON_SENSITIVE')).toEqual([{ nonSensitiveFilesCount: 'ASC' }]);
  });

  it('sorts other columns by their own field', () => {
    expect(deviceRiskOrder({ field: 'deviceName', direction: 'ASC' }, 'BOTH')).toEqual([
      { deviceName: 'ASC' },
    ]);
  });

  it('falls back to total risk when the filter has no field for the sorted figure', () => {
    const byOutbound = { field: 'outboundSensitiveFilesCount', direction: 'ASC' } as const;
    expect(deviceRiskOrder(byOutbound, 'BOTH')).toEqual([{ outboundFilesCount: 'ASC' }]);
    expect(deviceRiskOrder(byOutbound, 'NON_SENSITIVE')).toEqual([{ nonSensitiveRiskInUSD: 'DESC' }]);
    expect(deviceSortField('outbound', 'NON_SENSITIVE')).toBeUndefined();
    expect(deviceSortField('outbound', 'BOTH')).toBe('outboundSensitiveFilesCount');
  });
});

describe('deviceSensitivityWhere', () => {
  it('lists devices with risk of the chosen kind, every device for Both', () => {
    expect(deviceSensitivityWhere('SENSITIVE')).toEqual({ sensitiveRiskInUSD: { gt: 0 } });
    expect(deviceSensitivityWhere('NON_SENSITIVE')).toEqual({ nonSensitiveRiskInUSD: { gt: 0 } });
    expect(deviceSensitivityWhere('BOTH')).toBeNull();
  });
});

describe('licenseLabel', () => {
  it('is Licensed only for a device holding a seat', () => {
    expect(licenseLabel('ACTIVE')).toBe('Licensed');
    expect(licenseLabel('UNLICENSED')).toBe('Unlicensed');
    expect(licenseLabel('UNINSTALLED')).toBe('Unlicensed');
    expect(licenseLabel('ARCHIVED')).toBe('Unlicensed');
  });
});
