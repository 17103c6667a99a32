/** Web destinations of generative-AI assistants: uploads there are shown as LLM applications. */
const LLM_DOMAINS = [
  'chat.openai.com',
  'chatgpt.com',
  'claude.ai',
  'gemini.google.com',
  'bard.google.com',
  'copilot.microsoft.com',
  'perplexity.ai',
  'poe.com',
  'chat.mistral.ai',
  'chat.deepseek.com',
  'huggingface.co',
  'you.com',
  'pi.ai',
  'grok.com',
  'meta.ai',
];

export function isLlmDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  return LLM_DOMAINS.some((l) => d === l || d.endsWith(`.${l}`));
}

/** Applications are matched by lower-cased executable name or domain; blank means unknown. */
export function applicationKey(name: string): string {
  const key = name.trim().toLowerCase();
  return key === '' ? 'unknown' : key;
}
