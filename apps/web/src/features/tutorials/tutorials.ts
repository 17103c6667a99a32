import { customerRoutes as c } from '../../routes/customer-routes';
import type { AreaPath } from '../../routes/route-builder';
import type { TutorialTarget } from './find-target';

export type TutorialId = 'deploy-windows' | 'deploy-macos' | 'encrypt-files' | 'allowlist-apps';

export interface TutorialStep {
  target: TutorialTarget;
  title: string;
  text: string;
  /**
   * What the step waits for before Next: a click on the target, or a value in it (the target is
   * the field, or holds it).
   */
  requires?: 'click' | 'input';
  /** Where the popover goes first: beside a field whose options open below it. */
  placement?: 'side';
}

export interface Tutorial {
  id: TutorialId;
  title: string;
  description: string;
  /** The customer page it starts on, below the customer area. */
  firstPage: AreaPath;
  steps: readonly TutorialStep[];
}

const installKey: TutorialStep = {
  target: { tutorial: 'install-key' },
  title: 'Your install key',
  text: 'Every installation package carries this key: a device that installs the agent registers as one of yours.',
};

const devicesTab: TutorialStep = {
  target: { role: 'tab', name: 'Devices' },
  title: 'See your devices',
  text: 'Once the agent is installed, the device appears under Devices within a few minutes. Click Devices to open the list.',
  requires: 'click',
};

/**
 * The guided tutorials of the customer pages (spec part 1 §2 "Shell widgets"): deploy for Windows
 * and macOS, encrypt sensitive files, allowlist applications. Targets are the pages' own controls,
 * marked data-tutorial where their role and name are not enough.
 */
export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'deploy-windows',
    title: 'Deploy for Windows',
    description: 'Download the Windows agent and install it on one PC or silently on many.',
    firstPage: c.deviceInstallation.path,
    steps: [
      installKey,
      {
        target: { tutorial: 'download-windows' },
        title: 'Download the Windows package',
        text: 'A zip with the agent and its PowerShell installer (install.ps1). Extract it on the PC, or on a share your deployment tool reads.',
      },
      {
        target: { tutorial: 'windows-silent-install' },
        title: 'Install silently',
        text: 'Run this command as an administrator in the extracted folder, by hand or from your deployment tool (Intune, SCCM, a GPO script).',
      },
      {
        target: { tutorial: 'uninstall-key' },
        title: 'Keep the uninstall key safe',
        text: 'Removing the agent needs this key. Keep it to administrators: with it, anyone at a device can remove the agent.',
      },
      devicesTab,
    ],
  },
  {
    id: 'deploy-macos',
    title: 'Deploy for macOS',
    description: 'Install the agent on a Mac from Terminal, or on many Macs with your MDM.',
    firstPage: c.deviceInstallation.path,
    steps: [
      installKey,
      {
        target: { tutorial: 'download-macos' },
        title: 'One Mac: the shell installer',
        text: 'Download the macOS installer and run it in Terminal. As root, the agent goes to /usr/local/vigil-agent.',
      },
      {
        target: { tutorial: 'download-macosScript' },
        title: 'Many Macs: the MDM script',
        text: 'mdm_install.zip holds the silent installation script: upload it to your MDM (Jamf, Kandji, Intune) as a script for your Macs.',
      },
      {
        target: { tutorial: 'terminal-commands' },
        title: 'Commands for Terminal',
        text: 'The install and uninstall commands to copy. The uninstall command carries your uninstall key.',
      },
      {
        target: { tutorial: 'installation-guides' },
        title: 'Step-by-step guides',
        text: 'The knowledge base walks through each way of installing, with the macOS privacy permissions the agent needs.',
      },
      devicesTab,
    ],
  },
  {
    id: 'encrypt-files',
    title: 'Encrypt sensitive files',
    description:
      'Turn on encryption for a classifier with the Encryption Wizard and see the risk it removes.',
    firstPage: c.classifiers.path,
    steps: [
      {
        target: { tutorial: 'encryption-wizard-button' },
        title: 'Open the Encryption Wizard',
        text: 'The wizard turns encryption on for the files of one classifier. Click Encryption Wizard.',
        requires: 'click',
      },
      {
        target: { tutorial: 'wizard-classifier' },
        title: 'Choose a classifier',
        text: 'Pick the kind of sensitive data to encrypt. Each classifier shows the risk of its files and how many entries were found.',
        requires: 'input',
        placement: 'side',
      },
      {
        target: { role: 'button', name: 'Set Up Allowlist' },
        title: 'Go on to the allowlist',
        text: 'Click Set Up Allowlist.',
        requires: 'click',
      },
      {
        target: { tutorial: 'wizard-allowlist' },
        title: 'Applications that decrypt',
        text: 'Switch on the applications that should open these files as usual: they decrypt them automatically. Any other application sees them encrypted.',
      },
      {
        target: { role: 'button', name: 'Next' },
        title: 'Go on to the summary',
        text: 'Click Next in the wizard.',
        requires: 'click',
      },
      {
        target: { tutorial: 'wizard-delay' },
        title: 'The encryption delay',
        text: 'Files not opened for this many days are encrypted. The forecast below shows how much risk that removes over time; we recommend at least 2 days.',
        requires: 'input',
      },
      {
        target: { role: 'button', name: 'Save Encryption Settings' },
        title: 'Turn encryption on',
        text: 'When the delay and the allowlist suit you, Save Encryption Settings turns encryption on for this classifier. The tutorial ends here; the choice is yours.',
      },
    ],
  },
  {
    id: 'allowlist-apps',
    title: 'Allowlist applications',
    description: 'Decide which applications may open sensitive files, decrypt them and upload them.',
    firstPage: c.allowlistByApplication.path,
    steps: [
      {
        target: { role: 'table', name: 'Applications' },
        title: 'Applications on your devices',
        text: 'Every application that worked with files on your devices, busiest first. Expand a row to see the file types it opened.',
      },
      {
        target: { role: 'columnheader', name: 'Application Type' },
        title: 'Application type',
        text: 'System applications leave encrypted files encrypted. Transport and Local applications can be given automatic decryption.',
      },
      {
        target: { role: 'columnheader', name: 'Auto Decryption' },
        title: 'Auto decryption',
        text: 'Choose whether the application decrypts the files it opens, so people keep working while the files stay encrypted on disk.',
      },
      {
        target: { role: 'columnheader', name: 'Upload Permission' },
        title: 'Upload permission',
        text: 'Unblock, Block or Custom: whether the application may upload sensitive files. A change applies at once.',
      },
      {
        target: { role: 'textbox', name: 'Search applications' },
        title: 'Find an application',
        text: 'Type part of an application’s name to find it.',
        requires: 'input',
      },
    ],
  },
];

export function tutorialById(id: string): Tutorial | undefined {
  return TUTORIALS.find((t) => t.id === id);
}
