/** Intuit's limit for one company's accounting API. */
export const requestsPerMinute = 500;

const windowMs = 60_000;

export class WaitTooLongError extends Error {}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The requests one company's client sent in the last minute: a request that would be the 501st
 * waits for the oldest to leave the window, unless that would pass its deadline.
 */
export class RequestWindow {
  private readonly sent: number[] = [];

  constructor(
    private readonly limit = requestsPerMinute,
    private readonly clock: Clock = realClock,
  ) {}

  async take(deadline: number): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      while (this.sent.length && (this.sent[0] as number) <= now - windowMs) this.sent.shift();
      if (this.sent.length < this.limit) {
        this.sent.push(now);
        return;
      }
      const wait = (this.sent[0] as number) + windowMs - now;
      if (now + wait > deadline) {
        throw new WaitTooLongError(
          `Humidor already sent QuickBooks Online ${this.limit} requests this minute and stopped waiting for the next slot.`,
        );
      }
      await this.clock.sleep(wait);
    }
  }
}
