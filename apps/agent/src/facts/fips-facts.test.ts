import { describe, expect, it } from 'vitest';
import { fipsReportSchema } from '@vigil/contracts';
import { collectFipsReport, type FipsSources } from './fips-facts.js';

const sources = (over: Partial<FipsSources>): FipsSources => ({
  platform: 'linux',
  readKernelFlag: () => Promise.resolve(null),
  openSslFips: () => 0,
  osVersion: () => 'Linux 6.1.0',
  ...over,
});

describe('collectFipsReport', () => {
  it('Linux in FIPS mode with OpenSSL FIPS: true and VALID', async () => {
    const report = await collectFipsReport(
      sources({ readKernelFlag: () => Promise.resolve('1\n'), openSslFips: () => 1 }),
    );
    expect(report).toMatchObject({
      fipsComplianceMode: 'true',
      validation: 'VALID',
      osVersion: 'Linux 6.1.0',
      methodUsed: '/proc/sys/crypto/fips_enabled, OpenSSL (crypto.getFips)',
      cngVersion: 'Unknown',
    });
    expect(fipsReportSchema.safeParse(report).success).toBe(true);
  });

  it('Linux not in FIPS mode: false and INVALID', async () => {
    const report = await collectFipsReport(sources({ readKernelFlag: () => Promise.resolve('0') }));
    expect(report).toMatchObject({ fipsComplianceMode: 'false', validation: 'INVALID' });
  });

  it('nothing readable (another system): unknown', async () => {
    const report = await collectFipsReport(sources({ platform: 'win32' }));
    expect(report).toMatchObject({
      fipsComplianceMode: 'unknown',
      validation: 'UNKNOWN',
      methodUsed: 'OpenSSL (crypto.getFips)',
      bitlockerStatus: 'Unknown',
    });
  });
});
