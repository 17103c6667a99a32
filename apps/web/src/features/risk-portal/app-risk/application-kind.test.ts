import { describe, expect, it } from 'vitest';
import { TestingGroup } from '@vigil/contracts';
import { applicationKindWhere, showsUploadPermission } from './application-kind';

describe('applicationKindWhere', () => {
  it('filters each page on webApp and isLlmApp', () => {
    expect(applicationKindWhere('web')).toEqual({ webApp: { eq: true }, isLlmApp: { eq: false } });
    expect(applicationKindWhere('llm')).toEqual({ isLlmApp: { eq: true } });
    expect(applicationKindWhere('local')).toEqual({ webApp: { eq: false } });
  });
});

describe('showsUploadPermission', () => {
  it('always shows it for local applications', () => {
    expect(showsUploadPermission('local', null)).toBe(true);
    expect(showsUploadPermission('local', [])).toBe(true);
  });

  it('shows it for LLM applications only in the Beta testing group', () => {
    expect(showsUploadPermission('llm', [TestingGroup.Beta])).toBe(true);
    expect(showsUploadPermission('llm', [TestingGroup.Dev, TestingGroup.QA])).toBe(false);
    expect(showsUploadPermission('llm', [])).toBe(false);
    expect(showsUploadPermission('llm', null)).toBe(false);
  });

  it('never shows it for other web applications', () => {
    expect(showsUploadPermission('web', [TestingGroup.Beta])).toBe(false);
  });
});
