import { RouteRole } from '@vigil/contracts';
import { customerRoutes as c } from '../../routes/customer-routes';
import { adminRoutes, partnerRoutes } from '../../routes/partner-admin-routes';
import type { AreaPath, AreaRoute } from '../../routes/route-builder';

/** A tab of the top navigation; `path` is a route of the area's table, below the area's base. */
export interface NavItem {
  label: string;
  path: AreaPath;
  children?: NavItem[];
}

export interface MenuLink {
  label: string;
  path: AreaPath;
  /** A heading the menu shows above the first link of its group. */
  group?: string;
}

export interface NavContext {
  area: RouteRole;
  isOnboardingManager: boolean;
  /** The vendor's back office (route role admin): Popup Configs, Payment Alert, Agent Log Requests. */
  isBackOffice: boolean;
  /** getCustomerInfo.fipsrequestStatus allows the FIPS Status tab. */
  fipsAllowed: boolean;
}

/** A tab leading to a route; a tab with children is active on any page below its route. */
function tab(label: string, route: AreaRoute, children?: NavItem[]): NavItem {
  return children ? { label, path: route.path, children } : { label, path: route.path };
}

function link(label: string, route: AreaRoute, group?: string): MenuLink {
  return group ? { label, path: route.path, group } : { label, path: route.path };
}

function customerNav(ctx: NavContext): NavItem[] {
  const deployment: NavItem[] = [
    tab('Regulations', c.regulations),
    tab('Classifiers', c.classifications, [
      tab('Active', c.classifiers),
      tab('Template', c.templateClassifiers),
      tab('Classifier Updates', c.classifierUpdates),
      tab('Change History', c.classifiersChangeHistory),
    ]),
    tab('Security Groups', c.securityGroups),
    tab('Device Setup', c.deviceSetup, [
      tab('Installation', c.deviceInstallation),
      tab('Devices', c.devices),
    ]),
    tab('Cloud Setup', c.cloudSetup, [
      tab('Installation', c.cloudInstallation),
      tab('Repositories', c.repositories),
    ]),
    tab('Alert Settings', c.alertSettings),
    tab('Allowlisting', c.allowlist, [
      tab('By Application', c.allowlistByApplication),
      tab('By Extension', c.allowlistByExtension),
    ]),
  ];
  if (ctx.fipsAllowed) deployment.push(tab('FIPS Status', c.fipsStatus));

  const tabs: NavItem[] = [
    tab('Risk Portal', c.riskPortal, [
      tab('Data Risk', c.dataRisk),
      tab('Device Risk', c.deviceRisk),
      tab('Web Apps', c.webApps),
      tab('LLM Apps', c.llmApps),
      tab('Local Apps', c.localApps),
    ]),
    tab('Data Explorer', c.dataExplorer, [
      tab('Discovered Data', c.discoveredData),
      tab('Activity Log', c.activityLog),
      tab('Folder Risk Explorer', c.folders),
      tab('Alerts', c.alerts),
    ]),
    tab('Reports', c.reports),
    tab('Deployment', c.deployment, deployment),
  ];
  return ctx.isOnboardingManager ? [tab('Onboarding', c.onboarding), ...tabs] : tabs;
}

function partnerNav(): NavItem[] {
  const p = partnerRoutes;
  // The partner's home is its child-tenants table.
  return [
    tab('Tenants', p.home),
    tab('Devices', p.devices),
    tab('Repositories', p.repositories),
    tab('Billing & Licensing', p.billingAndLicensing),
    tab('Classifier Updates', p.classifierUpdates),
  ];
}

function adminNav(ctx: NavContext): NavItem[] {
  const a = adminRoutes;
  const tabs = [
    tab('Tenants', a.tenants),
    tab('Devices', a.devices),
    tab('Repositories', a.repositories),
    tab('Billing & Licensing', a.billingAndLicensing),
    tab('Classifier Updates', a.classifierUpdates),
  ];
  return ctx.isOnboardingManager ? [tab('Onboarding', a.onboarding), ...tabs] : tabs;
}

/** The tabs of the top bar per area, in the order of the spec (part 1 §2, part 2 §2.3–2.4). */
export function primaryNav(ctx: NavContext): NavItem[] {
  switch (ctx.area) {
    case RouteRole.Customer:
      return customerNav(ctx);
    case RouteRole.Admin:
      return adminNav(ctx);
    case RouteRole.Partner:
      return partnerNav();
  }
}

export function settingsMenu(ctx: NavContext): MenuLink[] {
  if (ctx.area === RouteRole.Customer) {
    return [
      link('Customer users', c.users),
      link('Auth Providers', c.authProviders),
      link('Groups', c.groups),
      link('Settings', c.settings),
    ];
  }
  // Partner and back office share these pages, at the same paths.
  const p = partnerRoutes;
  const links: MenuLink[] = [
    link('Partner users', p.users),
    link('Settings', p.settings),
    link('Auth Providers', p.authProviders),
  ];
  if (ctx.area === RouteRole.Admin && ctx.isBackOffice) {
    // The spec's top tabs are fixed (part 2 §2.3); the back office's library pages, in its route
    // table but on no tab, sit in the settings menu with its other back-office pages.
    links.push(
      link('Template Classifiers', adminRoutes.templateClassifiers, 'Library'),
      link('Regulations', adminRoutes.regulations, 'Library'),
      link('Change History', adminRoutes.changeHistory, 'Library'),
      link('Popup Configs', adminRoutes.popupConfigs, 'Back office'),
      link('Payment Alert', adminRoutes.paymentAlert, 'Back office'),
      link('Agent Log Requests', adminRoutes.agentLogRequestsSection, 'Back office'),
    );
  }
  return links;
}

/** The first page a tab leads to: its first leaf. */
export function landingPath(item: NavItem): AreaPath {
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
