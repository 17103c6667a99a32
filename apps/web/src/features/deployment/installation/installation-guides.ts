const KNOWLEDGE_BASE = 'https://support.vigil-security.com/knowledge-base';

/** The installation guides the page links to, one per way of installing. */
export const INSTALLATION_GUIDES = [
  { label: 'Installing the agent on Windows', href: `${KNOWLEDGE_BASE}/install-agent-windows` },
  { label: 'Installing the agent on macOS', href: `${KNOWLEDGE_BASE}/install-agent-macos` },
  {
    label: 'Deploying to Macs with an MDM (mdm_install.zip)',
    href: `${KNOWLEDGE_BASE}/install-agent-macos-mdm`,
  },
  { label: 'Installing the agent on Linux', href: `${KNOWLEDGE_BASE}/install-agent-linux` },
  { label: 'Uninstalling the agent', href: `${KNOWLEDGE_BASE}/uninstall-agent` },
] as const;
