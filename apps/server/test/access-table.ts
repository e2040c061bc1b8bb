import { can, staffContext, type Permission, type StaffContext } from '@panel/shared/roles.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Access } from '../src/app-types.ts';

/**
 * The access table: every /api route × every kind of caller, with the outcome the rules predict.
 * Made from the server's route table (`app.apiRoutes`: each route's `config.access`) and the role
 * matrix (`can` in packages/shared), plus, per route, what it acts on (a fixture row in
 * access-table.test.ts). docs/access-table.md is this table written out (`npm run access-table`).
 */

export const CALLERS = [
  'anonymous',
  'customerA',
  'customerB',
  'superadmin+admin',
  'admin',
  'creator',
  'franchisee',
  'franchisee-all',
  'otherAgencyAdmin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Demo staff (README "Demo accounts") behind each staff caller; the other agency's admin is on solo.localhost. */
export const STAFF_PHONES: Partial<Record<Caller, string>> = {
  'superadmin+admin': '9000000001',
  admin: '9000000002',
  creator: '9000000003',
  franchisee: '9000000004',
  'franchisee-all': '9000000005',
  otherAgencyAdmin: '9000000006',
};

export const STAFF_ROLES: Partial<Record<Caller, string[]>> = {
  'superadmin+admin': ['superadmin', 'admin'],
  admin: ['admin'],
  creator: ['creator'],
  franchisee: ['franchisee'],
  'franchisee-all': ['franchisee-with-all-card-access'],
  otherAgencyAdmin: ['admin'],
};

/**
 * What a route acts on:
 * - 'none': nothing of anyone's (catalogues, the caller's own things, the agency's settings);
 * - 'demoAgency': a thing of the demo agency (a customer, a staff member, a request): the other
 *   agency's admin gets 404;
 * - 'businessX': customer A's business X (made by A) or something of it (card, order, record, render):
 *   only A and staff who see the whole agency may reach it; everyone else gets 404.
 */
export type Target = 'none' | 'demoAgency' | 'businessX';

export type Outcome = 'allowed' | 401 | 403 | 404;

export interface RouteFacts {
  access: Access;
  target: Target;
  /** A rule the handler adds for staff beyond `access` (e.g. superadmin only), from the matrix. */
  staffAlso?: (c: StaffContext) => boolean;
  /** Customers are refused in the handler (403) although `access` lets them in. */
  staffOnly?: boolean;
  /** An agency setting the route needs (403 for callers whose agency lacks it). */
  feature?: (c: AgencyConfiguration) => boolean;
  /** The not-found message that still means "ok" (the fixture has no such thing); shown in the table. */
  missing?: string;
}

const isStaff = (c: Caller) => STAFF_ROLES[c] !== undefined;

/** The outcome the rules predict for one caller on one route. */
export function expectedOutcome(
  facts: RouteFacts,
  caller: Caller,
  configOf: (caller: Caller) => AgencyConfiguration,
): Outcome {
  const { access } = facts;
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const staff = isStaff(caller);
  const forAll = access === 'signedIn' || access === 'ownerOrAdmin';
  if (access === 'customer' && staff) return 403;
  if (access !== 'customer' && !forAll && !staff) return 403;
  if (staff) {
    const ctx = staffContext({ roles: STAFF_ROLES[caller] ?? [], hideBilling: false }, configOf(caller));
    const permission = access === 'ownerOrAdmin' ? 'manageBusinesses' : access;
    if (permission !== 'staff' && permission !== 'signedIn' && !can[permission as Permission](ctx))
      return 403;
    if (facts.staffAlso && !facts.staffAlso(ctx)) return 403;
  } else if (facts.staffOnly) return 403;
  if (facts.feature && !facts.feature(configOf(caller))) return 403;
  if (facts.target === 'businessX' && !seesBusinessX(caller, configOf)) return 404;
  if (facts.target === 'demoAgency' && caller === 'otherAgencyAdmin') return 404;
  return 'allowed';
}

/** The businesses rule (visibleBusinesses): the owner, or staff who see the whole agency (its own). */
export function seesBusinessX(caller: Caller, configOf: (caller: Caller) => AgencyConfiguration): boolean {
  if (caller === 'customerA') return true;
  if (!isStaff(caller) || caller === 'otherAgencyAdmin') return false;
  return can.seesAllCards(
    staffContext({ roles: STAFF_ROLES[caller] ?? [], hideBilling: false }, configOf(caller)),
  );
}

/** The observed outcome of a response, in the table's terms; 5xx is never acceptable. */
export function outcomeOf(status: number): Outcome | 'server error' {
  if (status >= 500) return 'server error';
  if (status === 401 || status === 403 || status === 404) return status;
  return 'allowed';
}

const TARGET_LABEL: Record<Target, string> = {
  none: '—',
  demoAgency: 'demo agency row',
  businessX: 'business X',
};

export const renderOutcome = (o: Outcome) => (o === 'allowed' ? 'ok' : String(o));

/** docs/access-table.md */
export function renderTable(
  rows: { method: string; url: string; facts: RouteFacts; outcomes: Outcome[] }[],
): string {
  const head = `| Route | Access | Acts on | ${CALLERS.join(' | ')} |\n|---|---|---|${CALLERS.map(() => '---').join('|')}|`;
  const lines = rows.map(
    (r) =>
      `| ${r.method} ${r.url} | ${r.facts.access}${r.facts.staffAlso || r.facts.staffOnly ? ' (+handler rule)' : ''} | ${TARGET_LABEL[r.facts.target]}${r.facts.missing ? ` (fixture has none: "${r.facts.missing}")` : ''} | ${r.outcomes.map(renderOutcome).join(' | ')} |`,
  );
  return `# Access table

Generated by \`npm run access-table\` from the server's route table (each route's \`config.access\`) and
the role matrix in \`packages/shared/src/roles.ts\`; \`apps/server/test/access-table.test.ts\` calls every
cell below on both databases and fails on any difference, on any 5xx, on any route without a row, and
when a caller who may not see business X finds its id in an answer.

Callers: anonymous; customer A (owns business X, which A made); customer B (another customer); the demo
agency's staff by role (superadmin+admin 9000000001, admin 9000000002, creator 9000000003, franchisee
9000000004, franchisee-with-all-card-access 9000000005); the other agency's admin (9000000006 on
solo.localhost, with Demo Agency ids).

Outcomes: **ok** = past every access check (the call's own answer: 2xx, or a 4xx about the input or the
state such as 400/402/409/415/429, never 5xx); **401** not signed in; **403** role refused; **404** the
thing is not the caller's to see (answered as if it did not exist).

${routes(rows.length)}

${head}
${lines.join('\n')}
`;
}

const routes = (n: number) => `${n} routes × ${CALLERS.length} callers = ${n * CALLERS.length} calls.`;
