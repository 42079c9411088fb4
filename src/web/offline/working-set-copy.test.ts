import { describe, expect, it } from 'vitest';
import { copyStatus, type CopyProgress, type WorkingSetCopy } from './working-set-copy';

const kept: WorkingSetCopy = { customers: 1234, notes: 1, capped: false, at: Date.UTC(2026, 10, 27, 9, 30) };
const progress =
  (state: 'making' | 'stopped') =>
  (customers: number, notes: number): CopyProgress => ({ state, userId: 'u-ana', customers, notes });
const making = progress('making');
const stopped = progress('stopped');
const idle: CopyProgress = { state: 'idle' };

describe('what /outbox says of the offline copy', () => {
  it('names what a finished copy holds', () => {
    expect(copyStatus(kept, idle, false)).toMatch(
      /^Offline copy: 1,234 customers with their Info tab and 1 note of the last 90 days, your tasks and the order forms — updated .+\.$/,
    );
    expect(copyStatus({ ...kept, capped: true }, idle, true)).toContain('the first customers only');
  });

  it('says when none was made here', () => {
    expect(copyStatus(null, idle, false)).toBe('Offline copy: not made on this device yet.');
  });

  it('counts a download under way', () => {
    expect(copyStatus(null, making(0, 0), false)).toBe('Making the offline copy: 0 customers so far…');
    expect(copyStatus(null, making(300, 200), false)).toBe(
      'Making the offline copy: 300 customers and 200 notes so far…',
    );
    // an update keeps saying what the last copy holds
    expect(copyStatus(kept, making(100, 0), false)).toMatch(
      /^Offline copy: 1,234 customers .+\. Making the offline copy: 100 customers so far…$/,
    );
  });

  it('says a download the connection stopped is not finished, and that it goes on', () => {
    const expected =
      'Offline copy: not finished on this device. The download stopped at 1 customer when the connection went; it goes on when the connection is back. Pages opened on this device are kept too.';
    expect(copyStatus(null, stopped(1, 0), false)).toBe(expected);
    // offline, a download held until the network is back is not under way either
    expect(copyStatus(null, making(1, 0), true)).toBe(expected);
    expect(copyStatus(kept, stopped(100, 50), true)).toMatch(
      /^Offline copy: 1,234 customers .+\. The update stopped at 100 customers and 50 notes when the connection went;/,
    );
  });
});
