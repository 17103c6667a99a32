import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { formatUsd } from '@vigil/contracts';
import { AgentProcess, writeFolder } from '../support/agent';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { ClassifierDialog } from '../support/pages/classifier-dialog';
import { DeviceRiskPage } from '../support/pages/device-risk-page';

/**
 * The round trip of issue 5: a classifier created in the browser reaches the real agent on its
 * next policy pull, the agent finds its data in generated files, and the risk portal shows the
 * new risk. Nothing is mocked: the agent runs as its own process against the server under test.
 */

const VALUE_PER_RECORD = 1_000;
/** Records per generated file: 2 + 3 + 0 = 5 records, so 5 × $1,000 of new risk. */
const FILES = {
  'falcon-plan.txt': 'Project plan\nFALCON-104233 kickoff\nFALCON-104234 budget\n',
  'falcon-notes.txt': 'Notes: FALCON-200001, FALCON-200002 and FALCON-200003 are live.\n',
  'lunch.txt': 'Lunch menu: soup, salad, FALCON without digits.\n',
};
const RECORDS = 5;

async function customerContext(request: APIRequestContext, token: string) {
  const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
    request,
    token,
    'userInfo',
    'query userInfo { userInfo { tenantId } }',
  );
  const { customer2 } = await graphql<{ customer2: { agentKey: string | null } }>(
    request,
    token,
    'customer2',
    'query customer2($id: Int!) { customer2(request: { id: $id }) { agentKey } }',
    { id: userInfo.tenantId },
  );
  if (!customer2.agentKey) throw new Error('The demo customer has no agent key');
  return { tenantId: userInfo.tenantId, agentKey: customer2.agentKey };
}

async function totalRisk(request: APIRequestContext, token: string): Promise<number> {
  const { riskOverview } = await graphql<{ riskOverview: { dataRiskTotals: { total: number } } }>(
    request,
    token,
    'riskOverview',
    `
      query riskOverview($start: DateTime!, $finish: DateTime!) {
        riskOverview(startPeriod: $start, finishPeriod: $finish) {
          dataRiskTotals {
            total
          }
        }
      }
    `,
    { start: new Date(Date.now() - 86_400_000).toISOString(), finish: new Date().toISOString() },
  );
  return riskOverview.dataRiskTotals.total;
}

test('a classifier created in the browser reaches the agent, and its findings raise the risk in the portal', async ({
  page,
  request,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const tokens = await signedInAs(DemoUsers.customer);
  const { agentKey } = await customerContext(request, tokens.accessToken);
  const suffix = Date.now().toString(36);
  const deviceName = `falcon-box-${suffix}`;

  // 1. The agent is installed and has scanned the folder before the classifier exists: no risk.
  const agent = new AgentProcess();
  const folder = writeFolder(FILES);
  try {
    await agent.register(agentKey, deviceName);
    const before = await agent.scan(folder);
    expect(before.sensitiveFiles).toBe(0);
    const riskBefore = await totalRisk(request, tokens.accessToken);

    // 2. A content classifier with a regex, created through the dialog.
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Content');
    await dialog.fillGeneral(`Project Falcon codes ${suffix}`, 'Falcon');
    await dialog.spinbutton('Value per Record').fill(String(VALUE_PER_RECORD));
    await dialog.next();
    await dialog.choose(dialog.combobox('Type'), 'Regular expression');
    await dialog.root.getByLabel('Matcher 1 value').fill('FALCON-[0-9]{6}');
    await dialog.save('Create', 'Classifier was created successfully');

    // 3. The agent's next run pulls the new policy and finds the codes in two of the three files.
    const after = await agent.scan(folder);
    expect(after.sensitiveFiles).toBe(2);

    // 4. The portal: the total risk grew by exactly the new records, and the device carries it.
    await expect
      .poll(async () => (await totalRisk(request, tokens.accessToken)) - riskBefore)
      .toBe(RECORDS * VALUE_PER_RECORD);
    const devices = new DeviceRiskPage(page);
    await devices.goto();
    await devices.search.fill(deviceName);
    await expect(devices.rows).toHaveCount(1);
    expect(await devices.columnTexts('Total Risk')).toEqual([formatUsd(RECORDS * VALUE_PER_RECORD)]);
  } finally {
    agent.dispose();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
