/** Names and shapes of realistic organisations, machines, folders, files and applications. */

export const PARTNER_NAMES = [
  'Northwind MSP',
  'Bluefin Partners',
  'Cobalt Managed IT',
  'Summit Secure',
  'Harbor IT',
  'Keystone Cyber',
  'Redwood Networks',
  'Atlas Managed Services',
  'Granite IT Group',
  'Lighthouse Tech',
];

const CUSTOMER_PREFIXES = [
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Litware',
  'Adatum',
  'Proseware',
  'Wingtip',
  'Alpine',
  'Coho',
  'Margie',
  'Northbrook',
  'Fourth Coffee',
  'Lucerne',
  'Trey',
  'Wide World',
  'Woodgrove',
  'Humongous',
  'Blue Yonder',
  'Relecloud',
  'Southridge',
  'VanArsdel',
  'Datum',
  'Graphic',
  'Consolidated',
  'Lamna',
  'Munson',
  'Nod',
];
const CUSTOMER_SUFFIXES = [
  'Health',
  'Retail',
  'Logistics',
  'Legal',
  'Bank',
  'Insurance',
  'Clinic',
  'Foods',
  'Pharma',
  'Energy',
  'Capital',
  'Dental',
  'Realty',
  'Accounting',
  'Labs',
  'Manufacturing',
  'Airlines',
  'Hotels',
  'Media',
];

export function customerName(index: number): string {
  const prefix = CUSTOMER_PREFIXES[index % CUSTOMER_PREFIXES.length] as string;
  const suffix = CUSTOMER_SUFFIXES[
    Math.floor(index / CUSTOMER_PREFIXES.length) % CUSTOMER_SUFFIXES.length
  ] as string;
  const round = Math.floor(index / (CUSTOMER_PREFIXES.length * CUSTOMER_SUFFIXES.length));
  return round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${round + 1}`;
}

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Priya',
  'Lucas',
  'Sofia',
  'Omar',
  'Chloe',
  'Mateo',
  'Hana',
  'Jonas',
  'Emma',
  'Arjun',
  'Nora',
  'Felix',
  'Leila',
  'Sam',
  'Grace',
  'Diego',
  'Yuki',
  'Ben',
  'Isla',
];
export const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Chen',
  'Patel',
  'Müller',
  'Nguyen',
  'Kowalski',
  'Rossi',
  'Johnson',
  'Haddad',
  'Silva',
  'Kim',
  'Brown',
  'Dubois',
  'Okafor',
  'Larsen',
  'Tanaka',
  'Novak',
  'Walsh',
  'Cohen',
];

export const DEVICE_KINDS = [
  { prefix: 'LT', os: 'Windows', osVersion: '11 Pro 23H2', weight: 55 },
  { prefix: 'DT', os: 'Windows', osVersion: '10 Enterprise 22H2', weight: 20 },
  { prefix: 'MBP', os: 'macOS', osVersion: '14.6 Sonoma', weight: 15 },
  { prefix: 'SRV', os: 'Windows Server', osVersion: '2022 Datacenter', weight: 7 },
  { prefix: 'LNX', os: 'Linux', osVersion: 'Ubuntu 24.04 LTS', weight: 3 },
] as const;

/** Folders with the kinds of files people keep there. */
export const FOLDERS = [
  { path: 'Documents/Finance', kinds: ['xlsx', 'csv', 'pdf'] },
  { path: 'Documents/HR/Payroll', kinds: ['xlsx', 'pdf', 'docx'] },
  { path: 'Documents/HR/Onboarding', kinds: ['docx', 'pdf'] },
  { path: 'Documents/Contracts', kinds: ['docx', 'pdf'] },
  { path: 'Documents/Patients', kinds: ['pdf', 'docx', 'csv'] },
  { path: 'Documents/Customers', kinds: ['csv', 'xlsx'] },
  { path: 'Desktop', kinds: ['txt', 'xlsx', 'docx', 'png'] },
  { path: 'Downloads', kinds: ['pdf', 'zip', 'csv', 'xlsx', 'jpg'] },
  { path: 'Projects/Exports', kinds: ['csv', 'json', 'log'] },
  { path: 'Projects/Reports', kinds: ['pptx', 'xlsx', 'pdf'] },
  { path: 'OneDrive/Shared', kinds: ['docx', 'xlsx', 'pptx'] },
  { path: 'Pictures', kinds: ['jpg', 'png'] },
] as const;

export const FILE_STEMS: Record<string, readonly string[]> = {
  xlsx: [
    'payroll_{m}',
    'customer_list',
    'q{q}_forecast',
    'invoices_{m}',
    'expenses_{y}',
    'card_reconciliation',
  ],
  csv: ['export_{n}', 'crm_contacts', 'patients_{y}', 'transactions_{m}', 'leads_{n}'],
  pdf: ['contract_{n}', 'scan_{n}', 'statement_{m}', 'lab_results_{n}', 'w2_{y}', 'passport_copy'],
  docx: ['offer_letter_{n}', 'nda_{n}', 'meeting_notes_{m}', 'referral_{n}', 'policy_draft'],
  pptx: ['board_deck_q{q}', 'sales_kickoff', 'roadmap_{y}'],
  txt: ['notes', 'todo', 'passwords_old', 'ssn_list', 'readme'],
  json: ['api_dump_{n}', 'users_{n}'],
  log: ['app_{n}', 'sync_{m}'],
  zip: ['archive_{y}', 'backup_{n}'],
  png: ['screenshot_{n}'],
  jpg: ['IMG_{n}'],
};

/** Local applications, browsers and the web and LLM destinations they upload to. */
export const LOCAL_APPS = [
  { processName: 'excel.exe', humanName: 'Microsoft Excel', processType: 'LOCAL' },
  { processName: 'winword.exe', humanName: 'Microsoft Word', processType: 'LOCAL' },
  { processName: 'outlook.exe', humanName: 'Microsoft Outlook', processType: 'TRANSPORT' },
  { processName: 'teams.exe', humanName: 'Microsoft Teams', processType: 'TRANSPORT' },
  { processName: 'slack.exe', humanName: 'Slack', processType: 'TRANSPORT' },
  { processName: 'zoom.exe', humanName: 'Zoom', processType: 'TRANSPORT' },
  { processName: 'acrord32.exe', humanName: 'Adobe Acrobat Reader', processType: 'LOCAL' },
  { processName: 'explorer.exe', humanName: 'Windows Explorer', processType: 'SYSTEM' },
  { processName: 'dropbox.exe', humanName: 'Dropbox', processType: 'TRANSPORT' },
  { processName: 'onedrive.exe', humanName: 'Microsoft OneDrive', processType: 'TRANSPORT' },
  { processName: 'notepad.exe', humanName: 'Notepad', processType: 'LOCAL' },
] as const;

export const BROWSERS = ['chrome.exe', 'msedge.exe', 'firefox.exe'] as const;

export const WEB_APPS = [
  { domain: 'drive.google.com', humanName: 'Google Drive', isLlm: false },
  { domain: 'www.dropbox.com', humanName: 'Dropbox (web)', isLlm: false },
  { domain: 'wetransfer.com', humanName: 'WeTransfer', isLlm: false },
  { domain: 'mail.google.com', humanName: 'Gmail', isLlm: false },
  { domain: 'web.whatsapp.com', humanName: 'WhatsApp Web', isLlm: false },
  { domain: 'chatgpt.com', humanName: 'ChatGPT', isLlm: true },
  { domain: 'claude.ai', humanName: 'Claude', isLlm: true },
  { domain: 'gemini.google.com', humanName: 'Gemini', isLlm: true },
  { domain: 'copilot.microsoft.com', humanName: 'Microsoft Copilot', isLlm: true },
  { domain: 'chat.deepseek.com', humanName: 'DeepSeek', isLlm: true },
] as const;

export const REMOVABLE_DRIVES = ['E:', 'F:', 'G:'] as const;
