// @vitest-environment happy-dom
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer, clearAnnouncements, failureWithReason, repeatWindowMs, useAnnounce } from './Announcer';
import { Loading } from './PageState';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** What a feature gets from the hook. */
const speaker = () => renderHook(() => useAnnounce()).result.current;

const polite = () => screen.getByTestId('announcer-polite');
const assertive = () => screen.getByTestId('announcer-assertive');

afterEach(() => {
  vi.useRealTimers();
  act(() => clearAnnouncements());
});

describe('the shared announcer', () => {
  it('says a status politely and a failure assertively, each in its own region', () => {
    render(<Announcer />);
    const said = speaker();
    expect(polite()).toHaveAttribute('role', 'status');
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    expect(assertive()).toHaveAttribute('aria-live', 'assertive');
    expect(polite()).toBeEmptyDOMElement();

    act(() => said('Note saved'));
    expect(polite()).toHaveTextContent('Note saved');
    act(() => said.error(failureWithReason('Note not saved', new Error('The customer is not yours'))));
    expect(assertive()).toHaveTextContent('Note not saved: The customer is not yours');
    expect(polite()).toHaveTextContent('Note saved');
  });

  it('says the same words once within a moment, and again after it', () => {
    vi.useFakeTimers();
    render(<Announcer />);
    const said = speaker();
    act(() => said('Comment saved'));
    const first = polite().textContent;
    act(() => said('Comment saved'));
    expect(polite().textContent).toBe(first);
    vi.advanceTimersByTime(repeatWindowMs + 1);
    act(() => said('Comment saved'));
    // Changed (an invisible mark), so a reader says it again.
    expect(polite().textContent).not.toBe(first);
    expect(polite()).toHaveTextContent('Comment saved');
  });

  it('says a loading state once, however many loaders show, and never over what was just said', () => {
    const client = new QueryClient();
    const app = (loaders: number) => (
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <Announcer />
          {Array.from({ length: loaders }, (_, i) => (
            <Loading key={i} />
          ))}
        </QueryClientProvider>
      </MantineProvider>
    );
    const { rerender } = render(app(3));
    const said = speaker();
    expect(polite()).toHaveTextContent('Loading…');
    clearAnnouncements();
    act(() => said('Order saved'));
    rerender(app(4));
    expect(polite()).toHaveTextContent('Order saved');
  });
});
