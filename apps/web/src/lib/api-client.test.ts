import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onAuthenticationError, requestBlob } from './api-client';

const respond = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with cookies and returns the envelope data', async () => {
    const fetch = respond(200, { data: { userExist: false, otpSent: true } });
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/api/v1/verifyUser', { phoneNumber: '9876543210' })).resolves.toEqual({
      userExist: false,
      otpSent: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/verifyUser',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"phoneNumber":"9876543210"}',
      }),
    );
  });

  it('drops empty query values', async () => {
    const fetch = respond(200, { data: [] });
    vi.stubGlobal('fetch', fetch);
    await api.get('/api/dev/outbox', { to: 'a@b.co', page: undefined });
    expect(fetch).toHaveBeenCalledWith('/api/dev/outbox?to=a%40b.co', expect.anything());
  });

  it('throws an ApiError carrying the error envelope', async () => {
    const body = {
      message: 'Enter a valid 10-digit Indian mobile number.',
      code: 'VALIDATION_FAILED',
      fields: { phoneNumber: 'x' },
    };
    vi.stubGlobal('fetch', respond(400, { data: body }));
    const error = await api.post('/api/v1/verifyUser', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, data: body, message: body.message, handledGlobally: false });
  });

  it('raises the global authentication error on 401 and 403 unless the caller handles it', async () => {
    const listener = vi.fn();
    const unsubscribe = onAuthenticationError(listener);
    vi.stubGlobal('fetch', respond(401, { data: { message: 'Sign in first.', code: 'UNAUTHENTICATED' } }));
    await expect(api.get('/api/v1/user')).rejects.toMatchObject({ status: 401, handledGlobally: true });
    vi.stubGlobal('fetch', respond(403, { data: { message: 'No.', code: 'FORBIDDEN' } }));
    await expect(api.get('/api/v1/franchisee')).rejects.toMatchObject({ status: 403 });
    expect(listener).toHaveBeenCalledTimes(2);

    vi.stubGlobal('fetch', respond(401, { data: { message: 'Wrong password.', code: 'UNAUTHENTICATED' } }));
    await expect(api.post('/api/v1/login', {}, { authErrors: 'local' })).rejects.toMatchObject({
      handledGlobally: false,
    });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('sends uploads as FormData through the same client: an expired session raises the global error', async () => {
    const listener = vi.fn();
    const unsubscribe = onAuthenticationError(listener);
    const fetch = respond(401, { data: { message: 'Sign in first.', code: 'UNAUTHENTICATED' } });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(api.post('/api/v1/document/uploadDoc', form)).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    const sent = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(sent[1].body).toBe(form);
    // No Content-Type of our own: the browser sets multipart/form-data with its boundary.
    expect(sent[1].headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
    unsubscribe();
  });

  it('reads a file answer as bytes, and a failed one from its JSON envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    expect(await (await requestBlob('/api/v1/payment/receipt/1001')).text()).toBe('%PDF-1.7');
    vi.stubGlobal('fetch', respond(404, { data: { message: 'Payment not found.', code: 'NOT_FOUND' } }));
    await expect(requestBlob('/api/v1/payment/receipt/9')).rejects.toMatchObject({
      status: 404,
      message: 'Payment not found.',
    });
  });

  it('turns a network failure and a non-JSON error page into readable errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/v1/user')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/v1/user')).rejects.toMatchObject({
      status: 502,
      message: 'The server could not complete the request (502).',
    });
  });
});
