// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeNext, SignInPage } from './SignInPage';

describe('safeNext', () => {
  it.each([
    [null, '/'],
    ['/notefeed', '/notefeed'],
    ['/customerpage/C-1?tab=info', '/customerpage/C-1?tab=info'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['notefeed', '/'],
  ])('%j goes to %j', (next, to) => {
    expect(safeNext(next)).toBe(to);
  });
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SignInPage', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
