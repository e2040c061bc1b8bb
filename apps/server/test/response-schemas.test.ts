import { describe, expect, it } from 'vitest';
import { buildTestApp, loginDemoCustomer } from './helpers.ts';

/**
 * Every JSON answer under /api is declared (issue 9): the serializer sends only the declared fields
 * and the OpenAPI document at /api/docs describes every answer. Other engineers add routes all the
 * time; this is what stops one from going out undeclared.
 */

/** Routes whose success is not a JSON envelope, and what they send instead. */
const NOT_JSON: Record<string, string> = {
  'POST /api/v1/payment/callback': 'a 303 redirect to the panel (Razorpay redirect mode)',
  'GET /api/v1/card/preview': 'text/html for the editor’s preview iframe',
  'POST /api/v1/card/preview': 'text/html for the editor’s preview iframe',
};

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const t = await buildTestApp();
const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const routes = Object.entries(doc.paths)
  .filter(([path]) => (path.startsWith('/api/') && !path.startsWith('/api/docs')) || path === '/log')
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('response schemas', () => {
  it('finds the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('every JSON route declares the schema of its 2xx answers', () => {
    const undeclared = routes
      .filter(({ key }) => !(key in NOT_JSON))
      .filter(({ op }) => {
        const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return ok.length === 0 || ok.some(([, r]) => !r.content?.['application/json']?.schema);
      })
      .map(({ key }) => key);
    expect(undeclared).toEqual([]);
  });

  it('the exemptions name routes that exist', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(NOT_JSON).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('sends only the declared fields', async () => {
    const client = await loginDemoCustomer(t.app);
    const res = await client.get('/api/v1/user');
    expect(res.statusCode).toBe(200);
    const user = res.json().data as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(
      [
        'agencyOnlyDigitalCardActivated',
        'email',
        'isForeignUser',
        'name',
        'phoneNumber',
        'preference',
        'roles',
        'userId',
      ].sort(),
    );
  });
});
