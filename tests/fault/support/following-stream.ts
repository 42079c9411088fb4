/** A live stream that, when its server ends it, opens again on another server, as a browser would. */
export interface StreamFollower {
  /** Every frame received, on either server. */
  received(): string;
  /** From the end of the first stream to the second's answer (ms); Infinity while not reconnected. */
  reconnectedAfterMs(): number;
  close(): void;
}

/**
 * Opens `/api/live` on `first`; when that stream ends, waits the `retry:` the server last sent
 * (what EventSource does) and opens it on `then`, where a load balancer would send it. Resolves
 * once the first stream is open.
 */
export async function followStream(first: string, then: string, cookie: string): Promise<StreamFollower> {
  const abort = new AbortController();
  let received = '';
  let endedAt = 0;
  let reopenedAt = 0;
  const open = async (url: string) => {
    const response = await fetch(`${url}/api/live`, { headers: { cookie }, signal: abort.signal });
    if (response.status !== 200) throw new Error(`The live stream on ${url} answered ${response.status}`);
    return (response.body as ReadableStream<Uint8Array>).getReader();
  };
  const readAll = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      received += decoder.decode(value, { stream: true });
    }
  };
  const firstReader = await open(first);
  void (async () => {
    await readAll(firstReader);
    if (abort.signal.aborted) return;
    endedAt = performance.now();
    const retries = [...received.matchAll(/^retry: (\d+)$/gm)];
    const retryMs = Number(retries.at(-1)?.[1] ?? 3000);
    // Time is what is modelled here: a browser's EventSource waits the server's retry hint.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    const secondReader = await open(then).catch(() => null);
    if (!secondReader) return;
    reopenedAt = performance.now();
    await readAll(secondReader);
  })();
  return {
    received: () => received,
    reconnectedAfterMs: () => (reopenedAt ? reopenedAt - endedAt : Infinity),
    close: () => abort.abort(),
  };
}
