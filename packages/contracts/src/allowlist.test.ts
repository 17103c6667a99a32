import { describe, expect, it } from 'vitest';
import {
  AllowlistMessages,
  canChooseDecryptPattern,
  extensionSchema,
  updateExtensionRuleSchema,
  updateProcessRuleSchema,
} from './allowlist.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('allowlisting contracts', () => {
  it('reads an extension as the agent reports it and refuses what no file name ends with', () => {
    expect(extensionSchema.parse(' .PDF ')).toBe('pdf');
    expect(extensionSchema.parse('..Tar')).toBe('tar');
    for (const bad of ['', '.', 'tar.gz', 'a/b', 'a\\b', 'a b', 'x'.repeat(33), 'a\u0001b'])
      expect(firstMessage(extensionSchema.safeParse(bad))).toBe(AllowlistMessages.invalidExtension);
  });

  it('takes one change per extension request, and no Parse As Text for standard types', () => {
    const ok = updateExtensionRuleSchema.safeParse({
      extension: 'dat',
      parseType: null,
      setsParseType: true,
    });
    expect(ok.success).toBe(true);
    expect(
      firstMessage(
        updateExtensionRuleSchema.safeParse({ extension: 'dat', isTurnedOn: true, setsParseType: true }),
      ),
    ).toBe(AllowlistMessages.oneChangeAtATime);
    expect(
      firstMessage(updateExtensionRuleSchema.safeParse({ extension: 'dat', setsParseType: false })),
    ).toBe(AllowlistMessages.oneChangeAtATime);
    expect(
      firstMessage(
        updateExtensionRuleSchema.safeParse({ extension: 'DOCX', parseType: 'TEXT', setsParseType: true }),
      ),
    ).toBe(AllowlistMessages.standardExtensionParse);
  });

  it('offers Auto Decryption to Transport and Local applications only', () => {
    expect([null, 'SYSTEM', 'TRANSPORT', 'LOCAL'].map((t) => canChooseDecryptPattern(t as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(
      firstMessage(
        updateProcessRuleSchema.safeParse({ processId: 1, processType: 'LOCAL', decryptPattern: 'ALWAYS' }),
      ),
    ).toBe(AllowlistMessages.processChangeOneAtATime);
  });
});
