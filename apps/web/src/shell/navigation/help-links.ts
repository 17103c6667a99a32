/** External help (spec part 1 §2): opened in a new tab. */
export const HELP_LINKS = [
  { label: 'Support', href: 'https://support.vigil-security.com' },
  { label: 'Knowledge Base', href: 'https://support.vigil-security.com/knowledge-base' },
  { label: 'Release Notes', href: 'https://support.vigil-security.com/release-notes' },
] as const;

export const USER_MANUAL_URL = 'https://support.vigil-security.com/knowledge-base/two-step-verification';
export const LEGACY_BILLING_URL = 'https://billing.vigil-security.com';
export const ALERT_SETTINGS_HELP_URL = 'https://support.vigil-security.com/knowledge-base/alert-settings';
