import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';

/**
 * The login form without react-hook-form behaves as it did with it: the shared schema's message on
 * submit, checked again as the person types, the field focused; a known number moves to the password.
 */

// The first render loads MUI and the page cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/verifyUser') {
        bodies.push(JSON.parse(String(init?.body)));
        return Promise.resolve(Response.json({ data: { userExist: true, otpSent: false } }));
      }
      return Promise.resolve(
        Response.json({ data: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
      );
    }),
  );
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  // No QueryClientProvider: the sign-in pages work without TanStack Query (app/query-layout.tsx).
  render(<RouterProvider router={router} />);
  return { bodies };
}

describe('LoginPage', () => {
  it('shows the shared message on submit, focuses the field, and checks again as the person types', async () => {
    renderLogin();
    const phone = await screen.findByLabelText('Mobile number');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid 10-digit Indian mobile number.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);

    fireEvent.change(phone, { target: { value: '9876543210' } });
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid 10-digit Indian mobile number.')).toBeNull(),
    );
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends a valid number to verifyUser and asks a known user for the password', async () => {
    const { bodies } = renderLogin();
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(bodies).toEqual([{ phoneNumber: '9876543210', fromForgotPassword: false }]);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
  });
});
