// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSignedInUser, keptSignedInUser } from '../../../offline/last-user';
import { SignInPage } from './SignInPage';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SignInPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  // The review's bypasses (issue 44): a browser drops the tab or newline and reads `//evil.example`.
  it.each([
    ['/%09/evil.example/x', '/'],
    ['/%0A/evil.example/x', '/'],
    ['/%0D/evil.example/x', '/'],
    ['/%09%09/evil.example/x', '/'],
    ['/.//evil.example', '/'],
    ['%2Fcustomers%2F42%3Ftab%3Dnotes%23x', '/customers/42?tab=notes#x'],
  ])('sends a signed-in visitor of /login?next=%s on to %s on this origin', async (next, to) => {
    window.history.replaceState(null, '', `/login?next=${next}`);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { user: { id: 'u1' } })),
    );
    render(<SignInPage />);
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    expect(replace).toHaveBeenCalledWith(to);
  });

  it('points out empty fields after a try, then says a wrong password in the spec’s words', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url).endsWith('/api/me')
        ? answer(401, { code: 'UNAUTHORIZED', message: 'Not Logged in' })
        : answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<SignInPage />);
    expect(screen.queryByText('Enter your email.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'rep@humidor.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong Password / User does not exist');
    const signIn = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/auth/sign-in/email'));
    expect(JSON.parse(String(signIn?.[1]?.body))).toEqual({ email: 'rep@humidor.test', password: 'wrong' });
  });

  it('shows the server’s own words for any other refusal, and shows or hides the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) =>
        String(url).endsWith('/api/me')
          ? answer(401, { code: 'UNAUTHORIZED', message: 'Not Logged in' })
          : answer(429, { code: 'RATE_LIMITED', message: 'Too many tries; wait a minute.' }),
      ),
    );
    render(<SignInPage />);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'rep@humidor.test' } });
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many tries; wait a minute.');
  });

  it('forgets the user kept on this device at a sign-in: offline, nobody else is drawn for the new session', async () => {
    keepSignedInUser({ user: { id: 'u-before' } }, Date.now());
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) =>
        String(url).endsWith('/api/me')
          ? answer(401, { code: 'UNAUTHORIZED', message: 'Not Logged in' })
          : answer(200, { user: { id: 'u-next' } }),
      ),
    );
    render(<SignInPage />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'next@humidor.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(keptSignedInUser()).toBeNull();
    expect(localStorage.getItem('humidor.offline.lastUser')).toBeNull();
  });
});
