import { describe, expect, it } from 'vitest';
import { activeTrail, landingPath, primaryNav, settingsMenu, type NavContext } from './nav-config';

const customer: NavContext = {
  area: 'customer',
  isOnboardingManager: false,
  isBackOffice: false,
  fipsAllowed: false,
};

describe('navigation', () => {
  it('lists the customer tabs of the spec, Onboarding first for an onboarding manager', () => {
    expect(primaryNav(customer).map((t) => t.label)).toEqual([
      'Risk Portal',
      'Data Explorer',
      'Reports',
      'Deployment',
    ]);
    expect(primaryNav({ ...customer, isOnboardingManager: true })[0]?.label).toBe('Onboarding');
  });

  it('shows FIPS Status only when the customer allows it', () => {
    const deployment = (ctx: NavContext) =>
      primaryNav(ctx).find((t) => t.label === 'Deployment')?.children ?? [];
    expect(deployment(customer).map((t) => t.label)).not.toContain('FIPS Status');
    expect(deployment({ ...customer, fipsAllowed: true }).map((t) => t.label)).toContain('FIPS Status');
  });

  it('lists the admin tabs and the back-office settings', () => {
    const admin: NavContext = {
      area: 'admin',
      isOnboardingManager: true,
      isBackOffice: true,
      fipsAllowed: false,
    };
    expect(primaryNav(admin).map((t) => t.label)).toEqual([
      'Onboarding',
      'Tenants',
      'Devices',
      'Repositories',
      'Billing & Licensing',
      'Classifier Updates',
    ]);
    expect(settingsMenu(admin).map((l) => l.label)).toEqual([
      'Partner users',
      'Settings',
      'Auth Providers',
      'Template Classifiers',
      'Regulations',
      'Change History',
      'Popup Configs',
      'Payment Alert',
      'Agent Log Requests',
    ]);
    expect(settingsMenu(admin).find((l) => l.label === 'Template Classifiers')).toMatchObject({
      path: 'template-classifiers',
      group: 'Library',
    });
    expect(settingsMenu({ ...admin, isBackOffice: false }).map((l) => l.label)).not.toContain('Regulations');
    expect(settingsMenu(customer).map((l) => l.label)).toEqual([
      'Customer users',
      'Auth Providers',
      'Groups',
      'Settings',
    ]);
  });

  it('finds the active trail and a tab landing page', () => {
    const tabs = primaryNav(customer);
    const trail = activeTrail(tabs, 'deployment/classifications/template-classifiers');
    expect(trail.map((t) => t.label)).toEqual(['Deployment', 'Classifiers', 'Template']);
    expect(landingPath(tabs[0]!)).toBe('risk-portal/data-risks');
    expect(activeTrail(tabs, 'deployment/cloud-installation')).toHaveLength(1);
  });
});
