/** How long a slice of work runs before the event loop serves other requests (decision 0396). */
const sliceMs = 10;

/**
 * Runs steps in slices of about 10 ms, giving the event loop back between them. The week planner
 * takes 0.6 s at 40 stops and seconds with hundreds pinned in (up to its own 20 s cap), and every
 * other request of the server would wait for it; its steps are its rounds. The steps bound the whole.
 */
export async function inSlices<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const until = performance.now() + sliceMs;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
