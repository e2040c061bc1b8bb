import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FranchiseeLoginPage from './franchisee-login-page';

/**
 * The staff login uses the customer login's form hook and behaves as it did with react-hook-form:
 * the shared schema's message on submit, checked again as the person types, the first field with a
 * message focused, the server's field messages on their fields.
 */

// The first render loads MUI and the page cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFranchiseeLogin() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json(
          {
            data: {
              code: 'VALIDATION_ERROR',
              message: 'Check the highlighted fields.',
              fields: { password: 'Wrong password.' },
            },
          },
          { status: 400 },
        ),
      ),
    ),
  );
  const router = createMemoryRouter([{ path: '/franchisee-login', element: <FranchiseeLoginPage /> }], {
    initialEntries: ['/franchisee-login'],
  });
  // No QueryClientProvider: the sign-in pages work without TanStack Query (app/query-layout.tsx).
  render(<RouterProvider router={router} />);
}

describe('FranchiseeLoginPage', () => {
  it('shows the shared message on submit, focuses the first field, and checks again as the person types', async () => {
    renderFranchiseeLogin();
    const phone = await screen.findByLabelText('Mobile number');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid 10-digit Indian mobile number.')).toBeTruthy();
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(phone);

    fireEvent.change(phone, { target: { value: '9876543210' } });
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid 10-digit Indian mobile number.')).toBeNull(),
    );
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it("puts the server's field message on its field", async () => {
    renderFranchiseeLogin();
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876543210' } });
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong password.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });
});
