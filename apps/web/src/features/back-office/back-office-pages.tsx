import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
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
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ReceiptRounded from '@mui/icons-material/ReceiptRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import type { AdminPageName, PartnerPageName } from '../../routes/partner-admin-routes';

/**
 * What each page of the partner and back-office route tables is (spec part 2 §2.3), shown by its
 * placeholder until it is built. The pages both areas have share their text.
 */
export const BACK_OFFICE_PAGES: Record<PartnerPageName | AdminPageName, AreaInfo> = {
  home: {
    title: 'Tenants',
    summary: 'Customers and sub-partners you manage. Open one to act for it.',
    empty: 'Your customers and sub-partners appear here.',
    icon: <AccountTreeRounded />,
  },
  tenants: {
    title: 'Tenants',
    summary: 'Partners and customers at the top of the tenant tree.',
    empty: 'Partners and customers appear here.',
    icon: <AccountTreeRounded />,
  },
  billingAndLicensing: {
    title: 'Billing & Licensing',
    summary: 'Invoices, subscriptions and licence counts.',
    empty: 'A link to the legacy billing interface appears here.',
    icon: <ReceiptLongRounded />,
  },
  devices: {
    title: 'Devices',
    summary: 'Devices of every customer you manage.',
    empty: 'Devices appear here as your customers install agents.',
    icon: <DevicesRounded />,
    details: ['Customer', 'Device', 'Last Activity', 'Agent Version', 'License Status'],
  },
  repositories: {
    title: 'Repositories',
    summary: 'Cloud repositories of every customer you manage.',
    empty: 'Cloud repositories appear here as your customers connect cloud scanning.',
    icon: <CloudQueueRounded />,
  },
  classifierUpdates: {
    title: 'Classifier Updates',
    summary: 'Template classifier updates across your customers.',
    empty: 'Customers and partners with pending classifier updates appear here.',
    icon: <SystemUpdateAltRounded />,
  },
  users: {
    title: 'Partner Users',
    summary: 'People who can sign in to this tenant.',
    empty: 'Users, their roles and their last sign-in appear here.',
    icon: <PeopleRounded />,
  },
  authProviders: {
    title: 'Auth Providers',
    summary: 'Single sign-on providers for this tenant.',
    empty: 'Microsoft and Okta single sign-on providers appear here.',
    icon: <ShieldRounded />,
  },
  partnerSettings: {
    title: 'Partner Settings',
    summary: 'Company details, logo and licensing messages.',
    empty: 'Your company profile, logo and licence messages appear here.',
    icon: <SettingsRounded />,
  },
  apiAndExtensions: {
    title: 'API and Extensions',
    summary: 'The GraphQL endpoint and a token for scripts.',
    empty: 'The API endpoint, schema address and a copyable token appear here.',
    icon: <KeyRounded />,
  },
  apiExplorer: {
    title: 'GraphQL Explorer',
    summary: 'Run queries against the API with your session.',
    empty: 'An editor for GraphQL queries, with the schema’s documentation, appears here.',
    icon: <KeyRounded />,
  },
  templateClassifiers: {
    title: 'Template Classifiers',
    summary: 'Classifier templates offered to every customer.',
    empty: 'Template classifiers, their testing groups and switches appear here.',
    icon: <PlaylistAddCheckRounded />,
  },
  regulations: {
    title: 'Regulations',
    summary: 'Regulations offered to customers, by region.',
    empty: 'Regulations appear here with their regions and sort order.',
    icon: <GavelRounded />,
  },
  changeHistory: {
    title: 'Change History',
    summary: 'Every change in the back office, filterable by entity and date.',
    empty: 'Changes appear here with who made them and when.',
    icon: <HistoryRounded />,
  },
  popupConfigs: {
    title: 'Popup Configs',
    summary: 'The main popup shown to users at sign-in.',
    empty: 'The popup title, text and publishing status appear here.',
    icon: <CampaignRounded />,
  },
  paymentAlertConfigs: {
    title: 'Payment Alert',
    summary: 'The texts of the payment warning and of the OffBoarding popup, which signs users out.',
    empty: 'Payment popup texts appear here.',
    icon: <PaymentsRounded />,
  },
  paymentAlertTenants: {
    title: 'Payment Alert — Partners List',
    summary: 'Launch or stop the payment popups of a partner (and every tenant below it) or a customer.',
    empty: 'Tenants and their payment popups appear here.',
    icon: <ReceiptRounded />,
  },
  onboarding: {
    title: 'Onboarding',
    summary: 'Tenants being onboarded, their managers and progress.',
    empty: 'Tenants in onboarding appear here with device, access and customer indicators.',
    icon: <SpeedRounded />,
  },
  agentLogRequests: {
    title: 'Agent Log Requests',
    summary: 'Logs collected from agents.',
    empty: 'Device logs appear here once requested from a device.',
    icon: <TerminalRounded />,
    details: ['Customer Name', 'Device', 'Logs Request Time', 'Agent Type', 'Agent Version', 'Last Activity'],
  },
  pendingAgentLogRequests: {
    title: 'Pending Log Requests',
    summary: 'Log requests waiting for the agent.',
    empty: 'Requests appear here until the agent uploads its logs.',
    icon: <AdminPanelSettingsRounded />,
  },
};
