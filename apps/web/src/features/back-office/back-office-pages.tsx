import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CloudQueueRounded from '@mui/icons-material/CloudQueueRounded';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import ReceiptRounded from '@mui/icons-material/ReceiptRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import type { AreaInfo } from '../../components/AreaPlaceholder';

export interface BackOfficePage {
  path: string;
  info: AreaInfo;
}

/** Pages shared by the partner portal and the back office (spec part 2 §2.3). */
export const SHARED_PAGES: BackOfficePage[] = [
  {
    path: 'devices',
    info: {
      title: 'Devices',
      summary: 'Devices of every customer you manage.',
      empty: 'Devices appear here as your customers install agents.',
      icon: <DevicesRounded />,
      details: ['Customer', 'Device', 'Last Activity', 'Agent Version', 'License Status'],
    },
  },
  {
    path: 'repositories',
    info: {
      title: 'Repositories',
      summary: 'Cloud repositories of every customer you manage.',
      empty: 'Cloud repositories appear here as your customers connect cloud scanning.',
      icon: <CloudQueueRounded />,
    },
  },
  {
    path: 'classifier-updates',
    info: {
      title: 'Classifier Updates',
      summary: 'Template classifier updates across your customers.',
      empty: 'Customers and partners with pending classifier updates appear here.',
      icon: <SystemUpdateAltRounded />,
    },
  },
  {
    path: 'users',
    info: {
      title: 'Partner Users',
      summary: 'People who can sign in to this tenant.',
      empty: 'Users, their roles and their last sign-in appear here.',
      icon: <PeopleRounded />,
    },
  },
  {
    path: 'auth-providers',
    info: {
      title: 'Auth Providers',
      summary: 'Single sign-on providers for this tenant.',
      empty: 'Microsoft and Okta single sign-on providers appear here.',
      icon: <ShieldRounded />,
    },
  },
  {
    path: 'settings/partner-settings',
    info: {
      title: 'Partner Settings',
      summary: 'Company details, logo and licensing messages.',
      empty: 'Your company profile, logo and licence messages appear here.',
      icon: <SettingsRounded />,
    },
  },
  {
    path: 'settings/api-and-extensions',
    info: {
      title: 'API and Extensions',
      summary: 'The GraphQL endpoint and a token for scripts.',
      empty: 'The API endpoint, schema address and a copyable token appear here.',
      icon: <KeyRounded />,
    },
  },
];

/** Back-office only (route role admin). */
export const ADMIN_PAGES: BackOfficePage[] = [
  {
    path: 'template-classifiers',
    info: {
      title: 'Template Classifiers',
      summary: 'Classifier templates offered to every customer.',
      empty: 'Template classifiers, their testing groups and switches appear here.',
      icon: <PlaylistAddCheckRounded />,
    },
  },
  {
    path: 'regulations',
    info: {
      title: 'Regulations',
      summary: 'Regulations offered to customers, by region.',
      empty: 'Regulations appear here with their regions and sort order.',
      icon: <GavelRounded />,
    },
  },
  {
    path: 'change-history',
    info: {
      title: 'Change History',
      summary: 'Every change in the back office, filterable by entity and date.',
      empty: 'Changes appear here with who made them and when.',
      icon: <HistoryRounded />,
    },
  },
  {
    path: 'popup-configs',
    info: {
      title: 'Popup Configs',
      summary: 'The main popup shown to users at sign-in.',
      empty: 'The popup title, text and publishing status appear here.',
      icon: <CampaignRounded />,
    },
  },
  {
    path: 'payment-alert/configs',
    info: {
      title: 'Payment Alert',
      summary: 'Payment warning and blocking popups.',
      empty: 'Payment popup texts appear here.',
      icon: <PaymentsRounded />,
    },
  },
  {
    path: 'payment-alert/partners-list',
    info: {
      title: 'Payment Alert — Tenants',
      summary: 'Tenants with a payment popup running.',
      empty: 'Tenants and their payment popups appear here.',
      icon: <ReceiptRounded />,
    },
  },
  {
    path: 'onboarding',
    info: {
      title: 'Onboarding',
      summary: 'Tenants being onboarded, their managers and progress.',
      empty: 'Tenants in onboarding appear here with device, access and customer indicators.',
      icon: <SpeedRounded />,
    },
  },
  {
    path: 'agent-log-requests/agent-log-requests-list',
    info: {
      title: 'Agent Log Requests',
      summary: 'Logs collected from agents.',
      empty: 'Device logs appear here once requested from a device.',
      icon: <TerminalRounded />,
      details: [
        'Customer Name',
        'Device',
        'Logs Request Time',
        'Agent Type',
        'Agent Version',
        'Last Activity',
      ],
    },
  },
  {
    path: 'agent-log-requests/pending-agent-log-requests-list',
    info: {
      title: 'Pending Log Requests',
      summary: 'Log requests waiting for the agent.',
      empty: 'Requests appear here until the agent uploads its logs.',
      icon: <AdminPanelSettingsRounded />,
    },
  },
];

export const BACK_OFFICE_REDIRECTS: { from: string; to: string }[] = [
  { from: 'settings', to: 'settings/partner-settings' },
];

export const ADMIN_REDIRECTS: { from: string; to: string }[] = [
  { from: 'payment-alert', to: 'payment-alert/configs' },
  { from: 'agent-log-requests', to: 'agent-log-requests/agent-log-requests-list' },
];
