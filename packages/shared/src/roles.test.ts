import { describe, expect, it } from 'vitest';
import { adminMenu, can, customerMenu, type StaffContext } from './roles.ts';
import { isAgencyOnlyDigitalCard } from './agency-products.ts';
import { defaultAgencyConfiguration } from './schemas/agency.ts';

const ctx = (roles: string[], extra: Partial<StaffContext> = {}): StaffContext => ({
  roles,
  hideBilling: false,
  agencyOnlyDigitalCard: false,
  imagePosts: true,
  pdfCards: true,
  videos: true,
  ...extra,
});

/** Spec section 6, one case per row, read as DESIGN section 5 says. */
describe('role matrix (spec section 6)', () => {
  it('Insights: superadmin and admin', () => {
    expect(can.insights(ctx(['superadmin', 'admin']))).toBe(true);
    expect(can.insights(ctx(['superadmin']))).toBe(false);
    expect(can.insights(ctx(['admin']))).toBe(false);
  });
  it('All Businesses: admin', () => {
    expect(can.allBusinesses(ctx(['admin']))).toBe(true);
    expect(can.allBusinesses(ctx(['franchisee-with-all-card-access']))).toBe(false);
  });
  it('All Projects: admin, unless the agency has only digital cards', () => {
    expect(can.allProjects(ctx(['admin']))).toBe(true);
    expect(can.allProjects(ctx(['admin'], { agencyOnlyDigitalCard: true }))).toBe(false);
    expect(can.allProjects(ctx(['creator']))).toBe(false);
  });
  it('Digital Invitation card link: superadmin', () => {
    expect(can.digitalInvitationCard(ctx(['superadmin']))).toBe(true);
    expect(can.digitalInvitationCard(ctx(['admin']))).toBe(false);
  });
  it('Franchisee List, Customer plans & pricing, Report: admin', () => {
    for (const p of [can.franchiseeList, can.plansPricing, can.report]) {
      expect(p(ctx(['admin']))).toBe(true);
      expect(p(ctx(['superadmin']))).toBe(false);
      expect(p(ctx(['franchisee']))).toBe(false);
    }
  });
  it('Agency Management: admin and superadmin, billing not hidden', () => {
    expect(can.agencyManagement(ctx(['admin', 'superadmin']))).toBe(true);
    expect(can.agencyManagement(ctx(['admin', 'superadmin'], { hideBilling: true }))).toBe(false);
    expect(can.agencyManagement(ctx(['admin']))).toBe(false);
  });
  it('Billing: admin and not superadmin, billing not hidden', () => {
    expect(can.billing(ctx(['admin']))).toBe(true);
    expect(can.billing(ctx(['admin', 'superadmin']))).toBe(false);
    expect(can.billing(ctx(['admin'], { hideBilling: true }))).toBe(false);
  });
  it('Greetings Management: admin or franchisee-with-all-card-access; superadmin goes to daily-image-management', () => {
    expect(can.greetings(ctx(['admin']))).toBe(true);
    expect(can.greetings(ctx(['franchisee-with-all-card-access']))).toBe(true);
    expect(can.greetings(ctx(['franchisee']))).toBe(false);
    const path = (roles: string[]) => adminMenu(ctx(roles), '').find((i) => i.key === 'greetings')?.path;
    expect(path(['superadmin', 'admin'])).toBe('/daily-image-management');
    expect(path(['admin'])).toBe('/image-posts-management');
  });
  it('Video template Management, Link Store: superadmin who is also admin or franchisee-with-all-card-access', () => {
    for (const p of [can.videoTemplates, can.linkStore]) {
      expect(p(ctx(['superadmin', 'admin']))).toBe(true);
      expect(p(ctx(['superadmin', 'franchisee-with-all-card-access']))).toBe(true);
      expect(p(ctx(['superadmin']))).toBe(false);
      expect(p(ctx(['admin']))).toBe(false);
    }
  });
  it('Ui Customisation, Category Static Page Management: superadmin and admin', () => {
    for (const p of [can.uiCustomisation, can.staticPages]) {
      expect(p(ctx(['superadmin', 'admin']))).toBe(true);
      expect(p(ctx(['admin']))).toBe(false);
    }
  });
});

describe('admin drawer', () => {
  const labels = (roles: string[], extra: Partial<StaffContext> = {}) =>
    adminMenu(ctx(roles, extra), 'https://inv.example').map((i) => i.label);
  it('gives the demo superadmin+admin everything but Billing, in the spec order', () => {
    expect(labels(['superadmin', 'admin'])).toEqual([
      'Home',
      'Insights',
      'All Businesses',
      'All Projects',
      'PDF ID card projects',
      'Promotional video projects',
      'Digital Invitation card',
      'Franchisee List',
      'Agency Management',
      'Customer plans & pricing management',
      'Report',
      'Greetings Management',
      'Video template Management',
      'Ui Customisation',
      'Category Static Page Management',
      'Link Store',
      'Logout',
    ]);
  });
  it('gives a plain admin Billing and no superadmin items', () => {
    expect(labels(['admin'])).toEqual([
      'Home',
      'All Businesses',
      'All Projects',
      'PDF ID card projects',
      'Promotional video projects',
      'Franchisee List',
      'Billing',
      'Customer plans & pricing management',
      'Report',
      'Greetings Management',
      'Logout',
    ]);
  });
  it('gives a creator and a franchisee only Home and Logout', () => {
    expect(labels(['creator'])).toEqual(['Home', 'Logout']);
    expect(labels(['franchisee'])).toEqual(['Home', 'Logout']);
  });
  it('gives franchisee-with-all-card-access Greetings Management', () => {
    expect(labels(['franchisee-with-all-card-access'])).toEqual(['Home', 'Greetings Management', 'Logout']);
  });
  it('hides All Projects in agency-only digital card mode', () => {
    expect(labels(['admin'], { agencyOnlyDigitalCard: true })).not.toContain('All Projects');
  });
  it('follows the agency products: greetings off hides Greetings Management, PDF cards on shows their projects', () => {
    const admin = labels(['admin'], { imagePosts: false, videos: false });
    expect(admin).not.toContain('Greetings Management');
    expect(admin).not.toContain('Promotional video projects');
    expect(admin.slice(2, 4)).toEqual(['All Projects', 'PDF ID card projects']);
    expect(labels(['franchisee-with-all-card-access'], { imagePosts: false })).toEqual(['Home', 'Logout']);
    // The superadmin's item is the platform's library, which other agencies still use.
    expect(labels(['superadmin', 'admin'], { imagePosts: false })).toContain('Greetings Management');
    expect(labels(['admin'], { pdfCards: false })).not.toContain('PDF ID card projects');
  });
});

describe('agency-only digital card mode', () => {
  it('is on exactly when image posts, PDF cards and video are all off', () => {
    const c = defaultAgencyConfiguration();
    expect(isAgencyOnlyDigitalCard(c)).toBe(false);
    c.imagePost.enableImagePost = false;
    c.pdfCardConfig.enablePdfCardProduct = false;
    expect(isAgencyOnlyDigitalCard(c)).toBe(false);
    c.video.enableVideo = false;
    expect(isAgencyOnlyDigitalCard(c)).toBe(true);
  });
  it('shapes the customer drawer by the product flags', () => {
    const c = defaultAgencyConfiguration();
    c.pdfCardConfig.enablePdfCardProduct = false;
    const projects = customerMenu(c)[0]?.items.map((i) => i.label);
    expect(projects).toEqual(['Digital business card', 'Promotional videos']);
  });
});
