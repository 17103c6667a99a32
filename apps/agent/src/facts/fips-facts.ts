import { getFips } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import type { FipsReport } from '@vigil/contracts';

const KERNEL_FIPS = '/proc/sys/crypto/fips_enabled';
const UNKNOWN = 'Unknown';

export interface FipsSources {
  platform: NodeJS.Platform;
  /** The kernel's FIPS flag ("1" or "0"), null when it cannot be read. */
  readKernelFlag(): Promise<string | null>;
  /** OpenSSL's FIPS provider in this process: crypto.getFips(). */
  openSslFips(): number;
  osVersion(): string;
}

const systemSources: FipsSources = {
  platform: process.platform,
  readKernelFlag: () => fs.readFile(KERNEL_FIPS, 'utf8').catch(() => null),
  openSslFips: () => {
    try {
      return getFips();
    } catch {
      return 0;
    }
  },
  osVersion: () => `${os.type()} ${os.release()}`.trim(),
};

/**
 * What this agent can see of FIPS mode: on Linux the kernel's flag; everywhere whether Node's
 * OpenSSL runs its FIPS provider; the OS version. Windows' BitLocker, CNG and BCrypt versions are
 * not read by this agent: Unknown.
 */
export async function collectFipsReport(sources: FipsSources = systemSources): Promise<FipsReport> {
  const methods: string[] = [];
  let mode: FipsReport['fipsComplianceMode'] = 'unknown';
  if (sources.platform === 'linux') {
    const flag = (await sources.readKernelFlag())?.trim();
    if (flag === '1' || flag === '0') {
      mode = flag === '1' ? 'true' : 'false';
      methods.push(KERNEL_FIPS);
    }
  }
  const openSsl = sources.openSslFips() === 1;
  methods.push('OpenSSL (crypto.getFips)');
  if (mode === 'unknown' && openSsl) mode = 'true';
  // Validated cryptography in use: the system in FIPS mode and this process's OpenSSL with it.
  const validation: FipsReport['validation'] =
    mode === 'true' && openSsl ? 'VALID' : mode === 'unknown' ? 'UNKNOWN' : 'INVALID';
  return {
    fipsComplianceMode: mode,
    validation,
    bitlockerStatus: UNKNOWN,
    cngVersion: UNKNOWN,
    bCryptVersion: UNKNOWN,
    bCryptPrimitivesVersion: UNKNOWN,
    osVersion: sources.osVersion().slice(0, 255) || UNKNOWN,
    methodUsed: methods.join(', '),
  };
}
