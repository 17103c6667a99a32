import { RouteRole } from '@vigil/contracts';

/** A tab of the top navigation; `path` is relative to the area's base (/customer, /tenant/5/partner, …). */
export interface NavItem {
  label: string;
  path: string;
  children?: NavItem[];
}

export interface MenuLink {
  label: string;
  path: string;
}

export interface NavContext {
  area: RouteRole;
  isOnboardingManager: boolean;
  /** The vendor's back office (route role admin): Popup Configs, Payment Alert, Agent Log Requests. */
  isBackOffice: boolean;
  /** getCustomerInfo.fipsrequestStatus allows the FIPS Status tab. */
  fipsAllowed: boolean;
}

const onboarding: NavItem = { label: 'Onboarding', path: 'onboarding' };

function customerNav(ctx: NavContext): NavItem[] {
  const deployment: NavItem[] = [
    { label: 'Regulations', path: 'deployment/regulations' },
    {
      label: 'Classifiers',
      path: 'deployment/classifications',
      children: [
        { label: 'Active', path: 'deployment/classifications/default' },
        { label: 'Template', path: 'deployment/classifications/template-classifiers' },
        { label: 'Classifier Updates', path: 'deployment/classifications/classifiers-updates' },
        { label: 'Change History', path: 'deployment/classifications/change-history' },
      ],
    },
    { label: 'Security Groups', path: 'deployment/security-groups' },
    {
      label: 'Device Setup',
      path: 'deployment/devices',
      children: [
        { label: 'Installation', path: 'deployment/devices/common-installation' },
        { label: 'Devices', path: 'deployment/devices/default' },
      ],
    },
    {
      label: 'Cloud Setup',
      path: 'deployment/cloud',
      children: [
        { label: 'Installation', path: 'deployment/cloud/cloud-installation' },
        { label: 'Repositories', path: 'deployment/cloud/default' },
      ],
    },
    { label: 'Alert Settings', path: 'deployment/alert-settings' },
    {
      label: 'Allowlisting',
      path: 'deployment/allowlist',
      children: [
        { label: 'By Application', path: 'deployment/allowlist/by-application' },
        { label: 'By Extension', path: 'deployment/allowlist/by-extension' },
      ],
    },
  ];
  if (ctx.fipsAllowed) deployment.push({ label: 'FIPS Status', path: 'deployment/fips-status' });

  const tabs: NavItem[] = [
    {
      label: 'Risk Portal',
      path: 'risk-portal',
      children: [
        { label: 'Data Risk', path: 'risk-portal/data-risks' },
        { label: 'Device Risk', path: 'risk-portal/risks' },
        { label: 'Web Apps', path: 'risk-portal/web-apps' },
        { label: 'LLM Apps', path: 'risk-portal/llm-apps' },
        { label: 'Local Apps', path: 'risk-portal/local-apps' },
      ],
    },
    {
      label: 'Data Explorer',
      path: 'data-explorer',
      children: [
        { label: 'Discovered Data', path: 'data-explorer/discovered-data' },
        { label: 'Activity Log', path: 'data-explorer/activity-log' },
        { label: 'Folder Risk Explorer', path: 'data-explorer/folders' },
        { label: 'Alerts', path: 'data-explorer/alerts' },
      ],
    },
    { label: 'Reports', path: 'reports' },
    { label: 'Deployment', path: 'deployment', children: deployment },
  ];
  return ctx.isOnboardingManager ? [onboarding, ...tabs] : tabs;
}

function backOfficeNav(ctx: NavContext, home: NavItem): NavItem[] {
  const tabs: NavItem[] = [
    home,
    { label: 'Devices', path: 'devices' },
    { label: 'Repositories', path: 'repositories' },
    { label: 'Billing & Licensing', path: 'billing-and-licensing' },
    { label: 'Classifier Updates', path: 'classifier-updates' },
  ];
  return ctx.isOnboardingManager ? [onboarding, ...tabs] : tabs;
}

/** The tabs of the top bar per area, in the order of the spec (part 1 §2, part 2 §2.3–2.4). */
export function primaryNav(ctx: NavContext): NavItem[] {
  switch (ctx.area) {
    case RouteRole.Customer:
      return customerNav(ctx);
    case RouteRole.Admin:
      return backOfficeNav(ctx, { label: 'Tenants', path: 'tenants' });
    case RouteRole.Partner:
      // The partner's home is its child-tenants table.
      return backOfficeNav({ ...ctx, isOnboardingManager: false }, { label: 'Tenants', path: '' });
  }
}

export function settingsMenu(ctx: NavContext): MenuLink[] {
  if (ctx.area === RouteRole.Customer) {
    return [
      { label: 'Customer users', path: 'users' },
      { label: 'Auth Providers', path: 'auth-providers' },
      { label: 'Groups', path: 'groups' },
      { label: 'Settings', path: 'settings' },
    ];
  }
  const links: MenuLink[] = [
    { label: 'Partner users', path: 'users' },
    { label: 'Settings', path: 'settings' },
    { label: 'Auth Providers', path: 'auth-providers' },
  ];
  if (ctx.area === RouteRole.Admin && ctx.isBackOffice) {
    links.push(
      { label: 'Popup Configs', path: 'popup-configs' },
      { label: 'Payment Alert', path: 'payment-alert' },
      { label: 'Agent Log Requests', path: 'agent-log-requests' },
    );
  }
  return links;
}

/** The first page a tab leads to: its first leaf. */
export function landingPath(item: NavItem): string {
  const first = item.children?.[0];
  return first ? landingPath(first) : item.path;
}

/** Whether `relativePath` (the path below the area's base, no leading slash) lies in `item`. */
export function isActive(item: NavItem, relativePath: string): boolean {
  if (item.path === '') return relativePath === '';
  return relativePath === item.path || relativePath.startsWith(`${item.path}/`);
}

/** The chain of active items, top tab first. */
export function activeTrail(items: NavItem[], relativePath: string): NavItem[] {
  const active = items.find((i) => isActive(i, relativePath));
  if (!active) return [];
  return [active, ...activeTrail(active.children ?? [], relativePath)];
}
