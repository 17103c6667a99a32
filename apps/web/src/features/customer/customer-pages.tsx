import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import AppsRounded from '@mui/icons-material/AppsRounded';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import CloudQueueRounded from '@mui/icons-material/CloudQueueRounded';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import InstallDesktopRounded from '@mui/icons-material/InstallDesktopRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import RuleRounded from '@mui/icons-material/RuleRounded';
import SecurityRounded from '@mui/icons-material/SecurityRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';
import TimelineRounded from '@mui/icons-material/TimelineRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

export interface CustomerPage {
  info: AreaInfo;
  /** Risk-portal pages carry the risk overview banner. */
  riskBanner?: boolean;
}

/** What each page of the customer's route table is, shown by its placeholder until it is built. */
export const CUSTOMER_PAGES: Record<CustomerPageName, CustomerPage> = {
  dataRisk: {
    riskBanner: true,
    info: {
      title: 'Data Risk',
      summary: 'Monetary risk of sensitive data by regulation, and the classifiers beneath each.',
      empty: 'Risk by regulation appears here once agents report sensitive files.',
      icon: <GavelRounded />,
      details: ['Regulation', 'Total Risk', 'Encrypted Risk', 'Residual Risk', 'Files', 'Records', 'Region'],
    },
  },
  deviceRisk: {
    riskBanner: true,
    info: {
      title: 'Device Risk',
      summary: 'Where the risk sits: every device with its sensitive data and licence.',
      empty: 'Risk per device appears here once agents report.',
      icon: <DevicesRounded />,
      details: [
        'Device',
        'Total Risk',
        'Encrypted Risk',
        'Residual Risk',
        'Last Seen Online',
        'License Status',
      ],
    },
  },
  deviceDashboard: {
    info: {
      title: 'Device Dashboard',
      summary: 'Risk, cases and sensitive files of one device.',
      empty: 'Total risk, created cases and sensitive files of a device appear here once its agent reports.',
      icon: <ComputerRounded />,
      details: ['Total Risk', 'Created Cases', 'Number of Files', 'Cloud Services'],
    },
  },
  webApps: {
    riskBanner: true,
    info: {
      title: 'Web Apps',
      summary: 'Web applications that carry sensitive data out of the organization.',
      empty: 'Risk per web application appears here once agents see uploads of sensitive files.',
      icon: <LanguageRounded />,
      details: ['Application', 'Total Risk', 'Outbound Files', 'Local Files', 'Devices', 'Classifiers'],
    },
  },
  llmApps: {
    riskBanner: true,
    info: {
      title: 'LLM Apps',
      summary: 'Sensitive data shared with AI assistants and LLM tools.',
      empty: 'Risk per LLM application appears here once agents see sensitive files shared with them.',
      icon: <PsychologyRounded />,
      details: ['Application', 'Total Risk', 'Outbound Files', 'Local Files', 'Devices', 'Classifiers'],
    },
  },
  localApps: {
    riskBanner: true,
    info: {
      title: 'Local Apps',
      summary: 'Desktop applications that open sensitive files, and whether they may upload them.',
      empty: 'Risk per local application appears here once agents see applications open sensitive files.',
      icon: <AppsRounded />,
      details: ['Application', 'Total Risk', 'Outbound Files', 'Local Files', 'Upload permission'],
    },
  },
  eventAudit: {
    info: {
      title: 'Event Audit',
      summary:
        'Reviews of discovered files: who marked which file as a false positive, or cleared the mark, and when.',
      empty: 'Marking a file as a false positive in Discovered Data is recorded here.',
      icon: <FactCheckRounded />,
    },
  },
  discoveredData: {
    info: {
      title: 'Discovered Data',
      summary: 'Every file with sensitive data: its classifiers, records and risk.',
      empty: 'Files with sensitive data appear here once the first scans complete.',
      icon: <ManageSearchRounded />,
      details: ['File', 'Classifiers (Records)', 'Risk', 'Device', 'Created by', 'Last Modified'],
    },
  },
  activityLog: {
    info: {
      title: 'Activity Log',
      summary: 'Operations on sensitive files: who, with which application, and where.',
      empty: 'File operations on sensitive data appear here as agents report them.',
      icon: <TimelineRounded />,
      details: ['File', 'Performed by', 'Application', 'File Operation', 'Operation result', 'Device'],
    },
  },
  folders: {
    info: {
      title: 'Folder Risk Explorer',
      summary: 'Drill down from device to folder to file to see where risk concentrates.',
      empty: 'Folders and their risk appear here once devices have been scanned.',
      icon: <FolderRounded />,
      details: ['Name', 'Sensitive Files', 'Records', 'Total Risk'],
    },
  },
  alerts: {
    info: {
      title: 'Alerts',
      summary: 'Alerts raised by your alert settings, with their top events.',
      empty: 'Alerts appear here when a rule in Alert Settings is triggered.',
      icon: <NotificationsActiveRounded />,
    },
  },
  reports: {
    info: {
      title: 'Reports',
      summary: 'Executive and detailed risk reports, generated now or on a schedule.',
      empty: 'Generated reports appear here, ready to download.',
      icon: <AssessmentRounded />,
      details: ['Name', 'Date/Time', 'Status', 'Download'],
    },
  },
  regulations: {
    info: {
      title: 'Regulations',
      summary: 'The regulations and countries that decide which classifiers protect your data.',
      empty: 'Regulations you can enable, per country where they apply, appear here.',
      icon: <GavelRounded />,
    },
  },
  classifiers: {
    info: {
      title: 'Active Classifiers',
      summary: 'Classifiers that find sensitive data, with their encryption and blocking rules.',
      empty: 'Your active classifiers appear here, with their records, risk and encryption settings.',
      icon: <RuleRounded />,
      details: ['Content', 'Extensions', 'Storage Platform', 'Application', 'Folder', 'Compound'],
    },
  },
  templateClassifiers: {
    info: {
      title: 'Template Classifiers',
      summary: 'Ready-made classifiers to add to your active list.',
      empty: 'Template classifiers published by your provider appear here.',
      icon: <PlaylistAddCheckRounded />,
    },
  },
  classifierUpdates: {
    info: {
      title: 'Classifier Updates',
      summary: 'Updates to template-based classifiers, ready to apply.',
      empty: 'Pending updates to your template-based classifiers appear here.',
      icon: <SystemUpdateAltRounded />,
    },
  },
  classifiersChangeHistory: {
    info: {
      title: 'Change History',
      summary: 'Every change to classifiers and rules, with who made it and when.',
      empty: 'Changes to classifiers and their rules appear here.',
      icon: <HistoryRounded />,
      details: ['Change Date', 'User Email', 'Entity Type', 'Operation Type', 'Changes'],
    },
  },
  securityGroups: {
    info: {
      title: 'Security Groups',
      summary: 'Devices that share monitoring, encryption and agent settings.',
      empty: 'Security groups and their devices appear here.',
      icon: <SecurityRounded />,
    },
  },
  deviceInstallation: {
    info: {
      title: 'Installation',
      summary: 'Agent installers for Windows, macOS and Linux, install keys and silent-install commands.',
      empty: 'Installers, agent install and uninstall keys, and installation guides appear here.',
      icon: <InstallDesktopRounded />,
    },
  },
  devices: {
    info: {
      title: 'Devices',
      summary: 'Devices running the Vigil agent.',
      empty: 'Devices appear here as soon as an agent is installed and registers.',
      icon: <DevicesRounded />,
      details: ['Device', 'User', 'Last Activity', 'Agent Version', 'License Status'],
    },
  },
  cloudInstallation: {
    info: {
      title: 'Cloud Installation',
      summary: 'Scan settings for repositories and how to run the repository scanner.',
      empty: 'Cloud connectors, scan interval and configuration files appear here.',
      icon: <CloudQueueRounded />,
    },
  },
  repositories: {
    info: {
      title: 'Repositories',
      summary: 'Buckets, NAS folders and cloud accounts the repository scanner reads.',
      empty: 'Repositories appear here once the repository scanner reports one.',
      icon: <CloudQueueRounded />,
    },
  },
  alertSettings: {
    info: {
      title: 'Alert Settings',
      summary: 'Rules that raise alerts on unusual risk or outbound sensitive files.',
      empty: 'Your alert rules appear here.',
      icon: <NotificationsActiveRounded />,
    },
  },
  allowlistByApplication: {
    info: {
      title: 'Allowlisting by Application',
      summary: 'Applications that opened files, with auto-decryption and upload permissions.',
      empty: 'Applications seen by the agents appear here, with the file extensions they opened.',
      icon: <TuneRounded />,
    },
  },
  allowlistByExtension: {
    info: {
      title: 'Allowlisting by Extension',
      summary: 'File extensions seen on your devices, with scanning and parsing switches.',
      empty: 'File extensions seen by the agents appear here.',
      icon: <TuneRounded />,
    },
  },
  fipsStatus: {
    info: {
      title: 'FIPS Status',
      summary: 'FIPS compliance of every device.',
      empty: 'The FIPS status of each device appears here once agents report it.',
      icon: <VerifiedUserRounded />,
    },
  },
  onboarding: {
    info: {
      title: 'Onboarding',
      summary: 'Tenants being onboarded and how far they are.',
      empty: 'Tenants in onboarding appear here with their progress.',
      icon: <SpeedRounded />,
    },
  },
  changeHistory: {
    info: {
      title: 'Change History',
      summary: 'Every change made in this tenant, with who made it and when.',
      empty: 'Changes appear here as people work in the console.',
      icon: <HistoryRounded />,
    },
  },
  customerSettings: {
    info: {
      title: 'Customer Settings',
      summary: 'General settings and the customer profile.',
      empty: 'Default device settings, the customer profile and decryption credentials appear here.',
      icon: <SettingsRounded />,
    },
  },
  apiAndExtensions: {
    info: {
      title: 'API and Extensions',
      summary: 'The GraphQL endpoint and a token for scripts.',
      empty: 'The API endpoint, schema address and a copyable token appear here.',
      icon: <KeyRounded />,
    },
  },
  apiExplorer: {
    info: {
      title: 'GraphQL Explorer',
      summary: 'Run queries against the API with your session.',
      empty: 'An editor for GraphQL queries, with the schema’s documentation, appears here.',
      icon: <KeyRounded />,
    },
  },
  authProviders: {
    info: {
      title: 'Auth Providers',
      summary: 'Single sign-on providers for this tenant.',
      empty: 'Microsoft and Okta single sign-on providers appear here.',
      icon: <ShieldRounded />,
    },
  },
  users: {
    info: {
      title: 'Customer Users',
      summary: 'People who can sign in to this tenant.',
      empty: 'Users, their roles and their last sign-in appear here.',
      icon: <PeopleRounded />,
    },
  },
  groups: {
    info: {
      title: 'Groups',
      summary: 'Groups of users and devices.',
      empty: 'Groups, their users and devices appear here.',
      icon: <GroupsRounded />,
    },
  },
  groupUsers: {
    info: {
      title: 'Group Users',
      summary: 'Users in this group.',
      empty: 'The users of this group appear here.',
      icon: <PeopleRounded />,
    },
  },
  groupDevices: {
    info: {
      title: 'Group Devices',
      summary: 'Devices in this group.',
      empty: 'The devices of this group appear here.',
      icon: <AccountTreeRounded />,
    },
  },
};
