import type { AgencyConfiguration } from './schemas/agency.ts';
import { isAgencyOnlyDigitalCard } from './agency-products.ts';

/**
 * The role matrix of spec section 6, read as DESIGN section 5 says: a staff user may hold several
 * roles; "X and Y" means one user holding both, "X or Y" either, "not X" that the user lacks X.
 * The server guards routes with these predicates and the web derives the admin drawer from them.
 */
export const ROLES = [
  'superadmin',
  'admin',
  'creator',
  'franchisee',
  'franchisee-with-all-card-access',
] as const;
export type Role = (typeof ROLES)[number];

export interface StaffContext {
  roles: readonly string[];
  hideBilling: boolean;
  agencyOnlyDigitalCard: boolean;
  /** The agency's product flags (spec section 1): a product it does not sell leaves the drawer. */
  imagePosts: boolean;
  pdfCards: boolean;
  videos: boolean;
}

const has = (c: StaffContext, role: Role) => c.roles.includes(role);

export const can = {
  insights: (c: StaffContext) => has(c, 'superadmin') && has(c, 'admin'),
  allBusinesses: (c: StaffContext) => has(c, 'admin'),
  allProjects: (c: StaffContext) => has(c, 'admin') && !c.agencyOnlyDigitalCard,
  digitalInvitationCard: (c: StaffContext) => has(c, 'superadmin'),
  franchiseeList: (c: StaffContext) => has(c, 'admin'),
  agencyManagement: (c: StaffContext) => has(c, 'admin') && has(c, 'superadmin') && !c.hideBilling,
  billing: (c: StaffContext) => has(c, 'admin') && !has(c, 'superadmin') && !c.hideBilling,
  plansPricing: (c: StaffContext) => has(c, 'admin'),
  report: (c: StaffContext) => has(c, 'admin'),
  greetings: (c: StaffContext) => has(c, 'admin') || has(c, 'franchisee-with-all-card-access'),
  videoTemplates: (c: StaffContext) =>
    has(c, 'superadmin') && (has(c, 'admin') || has(c, 'franchisee-with-all-card-access')),
  linkStore: (c: StaffContext) =>
    has(c, 'superadmin') && (has(c, 'admin') || has(c, 'franchisee-with-all-card-access')),
  uiCustomisation: (c: StaffContext) => has(c, 'superadmin') && has(c, 'admin'),
  staticPages: (c: StaffContext) => has(c, 'superadmin') && has(c, 'admin'),
  /** The agency's own bills (read and pay): Billing or Agency Management. */
  agencyBilling: (c: StaffContext) => has(c, 'admin') && !c.hideBilling,
  /** Recording agency payments and moving cards between bills, for any agency: the platform. */
  agencyBillingManage: (c: StaffContext) => has(c, 'superadmin') && has(c, 'admin'),
  /** The political parties of the political frame are shared by every agency: the platform edits them. */
  politicalParties: (c: StaffContext) =>
    has(c, 'superadmin') && (has(c, 'admin') || has(c, 'franchisee-with-all-card-access')),
  /**
   * Deleting, cloning, a card's status and limits (issue 13): admins only; other staff edit what they
   * may see but leave these to an admin.
   */
  manageBusinesses: (c: StaffContext) => has(c, 'admin'),
  /** Staff who see every business and card of the agency, not only those they made. */
  seesAllCards: (c: StaffContext) => has(c, 'admin') || has(c, 'franchisee-with-all-card-access'),
} as const;
export type Permission = keyof typeof can;

export const staffContext = (
  user: { roles: readonly string[]; hideBilling: boolean },
  configuration: AgencyConfiguration,
): StaffContext => ({
  roles: user.roles,
  hideBilling: user.hideBilling,
  agencyOnlyDigitalCard: isAgencyOnlyDigitalCard(configuration),
  imagePosts: configuration.imagePost.enableImagePost,
  pdfCards: configuration.pdfCardConfig.enablePdfCardProduct,
  videos: configuration.video.enableVideo,
});

export interface MenuItem {
  key: string;
  label: string;
  /** Sub-path under the area base (/panel/admin or /panel/customer), or an external URL. */
  path: string;
  external?: boolean;
}

/**
 * The admin drawer of spec section 2, in its order, filtered by the matrix and the agency's products:
 * All Projects lists digital cards, and below it the PDF ID card and promotional video projects when
 * the agency sells them.
 */
export function adminMenu(c: StaffContext, invitationSiteLink: string): MenuItem[] {
  const items: (MenuItem & { show: boolean })[] = [
    { key: 'home', label: 'Home', path: '', show: true },
    { key: 'insights', label: 'Insights', path: '/insights', show: can.insights(c) },
    { key: 'businesses', label: 'All Businesses', path: '/businesses', show: can.allBusinesses(c) },
    {
      key: 'projects',
      label: 'All Projects',
      path: '/projects?projectType=digital_card',
      show: can.allProjects(c),
    },
    {
      key: 'pdfProjects',
      label: 'PDF ID card projects',
      path: '/projects?projectType=pdf_id_card',
      show: can.allProjects(c) && c.pdfCards,
    },
    {
      key: 'videoProjects',
      label: 'Promotional video projects',
      path: '/projects?projectType=promotional_video',
      show: can.allProjects(c) && c.videos,
    },
    {
      key: 'invitation',
      label: 'Digital Invitation card',
      path: invitationSiteLink,
      external: true,
      show: can.digitalInvitationCard(c),
    },
    { key: 'franchisees', label: 'Franchisee List', path: '/franchisees', show: can.franchiseeList(c) },
    { key: 'agency', label: 'Agency Management', path: '/agency-management', show: can.agencyManagement(c) },
    { key: 'billing', label: 'Billing', path: '/billing', show: can.billing(c) },
    {
      key: 'plans',
      label: 'Customer plans & pricing management',
      path: '/plans-pricing-management',
      show: can.plansPricing(c),
    },
    { key: 'report', label: 'Report', path: '/report', show: can.report(c) },
    {
      key: 'greetings',
      label: 'Greetings Management',
      path: c.roles.includes('superadmin') ? '/daily-image-management' : '/image-posts-management',
      // Turning greeting images off hides the item from the agency's staff at once (issue 14); the
      // superadmin's item opens the platform's library, which other agencies still use.
      show: can.greetings(c) && (c.imagePosts || has(c, 'superadmin')),
    },
    {
      key: 'videoTemplates',
      label: 'Video template Management',
      path: '/video-template-management',
      show: can.videoTemplates(c),
    },
    { key: 'ui', label: 'Ui Customisation', path: '/ui-customisation', show: can.uiCustomisation(c) },
    {
      key: 'staticPages',
      label: 'Category Static Page Management',
      path: '/category-static-page-management',
      show: can.staticPages(c),
    },
    { key: 'linkStore', label: 'Link Store', path: '/link-store', show: can.linkStore(c) },
    { key: 'logout', label: 'Logout', path: '/logout', show: true },
  ];
  return items.filter((i) => i.show).map(({ show: _show, ...item }) => item);
}

export interface CustomerMenuSection {
  title: string | null;
  items: MenuItem[];
}

/** The customer drawer of spec section 2, shaped by the agency's product flags. */
export function customerMenu(config: AgencyConfiguration): CustomerMenuSection[] {
  const pdf = config.pdfCardConfig.enablePdfCardProduct;
  const video = config.video.enableVideo;
  const images = config.imagePost.enableImagePost;
  const projects: MenuItem[] = [
    { key: 'myCard', label: 'Digital business card', path: '/projects?projectType=digital_card' },
  ];
  if (pdf) projects.push({ key: 'myPdf', label: 'PDF ID card', path: '/projects?projectType=pdf_id_card' });
  if (video)
    projects.push({
      key: 'myVideos',
      label: 'Promotional videos',
      path: '/projects?projectType=promotional_video',
    });
  const create: MenuItem[] = [{ key: 'createCard', label: 'Digital business card', path: '/cards/add' }];
  if (images)
    create.push({
      key: 'greetings',
      label: config.imagePost.isVideoPostsIncluded ? 'Greeting images & videos' : 'Greeting images',
      path: '/daily-image',
    });
  if (pdf) create.push({ key: 'createPdf', label: 'PDF ID card', path: '/pdf-card-templates' });
  if (video) create.push({ key: 'createVideo', label: 'Promotional videos', path: '/video-templates' });
  if (config.dashboardConfig.invitationSiteLink)
    create.push({
      key: 'invitation',
      label: 'Digital invitation card',
      path: config.dashboardConfig.invitationSiteLink,
      external: true,
    });
  return [
    { title: 'My Projects', items: projects },
    { title: 'Create', items: create },
    { title: null, items: [{ key: 'pricing', label: 'Pricing', path: '#upgrade' }] },
    { title: null, items: [{ key: 'logout', label: 'Logout', path: '/logout' }] },
  ];
}
