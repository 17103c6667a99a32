import type { RepositoryFacts } from '@vigil/contracts';
import type { Db } from '../db/client.js';
import { registerDevice } from '../agent-ingest/registration.service.js';
import { updateCloudDeviceRow } from '../devices/cloud-devices.repo.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';

interface DemoRepository {
  name: string;
  facts: RepositoryFacts;
  scan: boolean;
}

const DEMO_REPOSITORIES: readonly DemoRepository[] = [
  {
    name: 'finance-archive',
    facts: {
      authService: 'UNKNOWN',
      systemType: 'S3',
      cloudDeviceId: 'finance-archive',
      location: 'https://s3.eu-west-1.amazonaws.com/finance-archive',
    },
    scan: true,
  },
  {
    name: 'hr-share',
    facts: {
      authService: 'LINUX',
      systemType: 'NAS',
      cloudDeviceId: '/mnt/hr-share',
      location: '/mnt/hr-share',
    },
    scan: true,
  },
  {
    name: 'marketing-assets',
    facts: {
      authService: 'UNKNOWN',
      systemType: 'S3',
      cloudDeviceId: 'marketing-assets',
      location: 'https://s3.eu-west-1.amazonaws.com/marketing-assets',
    },
    scan: false,
  },
  {
    // No longer found by the scanner: suspected deleted.
    name: 'old-backups',
    facts: {
      authService: 'UNKNOWN',
      systemType: 'S3',
      cloudDeviceId: null,
      location: 'https://s3.eu-west-1.amazonaws.com/old-backups',
    },
    scan: false,
  },
];

/** A few repositories of the demo customer, registered the way the agent's repository mode does. */
export async function seedDemoRepositories(
  db: Db,
  customer: { id: number; agentKey: string },
): Promise<void> {
  const scope = await resolveSystemScope(db, customer.id);
  for (const [index, repository] of DEMO_REPOSITORIES.entries()) {
    const registered = await registerDevice(db, {
      agentKey: customer.agentKey,
      deviceIdentifier: `demo-repository-${index + 1}`,
      device: { name: repository.name, os: 'Linux', userName: 'vigil-scanner', agentVersion: '1.0.0' },
      repository: repository.facts,
    });
    await updateCloudDeviceRow(db, scope, registered.deviceId, { scan: repository.scan });
  }
}
