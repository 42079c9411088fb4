/**
 * How this browser's tabs share one user's outbox, through Web Locks (held by a tab until it
 * closes, so a closed tab's locks go with it): one replayer sends at a time, a write a form is
 * sending is not taken for one left half sent, and a write whose form still awaits its answer is
 * not sent again. Without Web Locks (tests) each tab acts alone.
 */

/** The browser's Web Locks, shared by this origin's tabs; undefined where there are none (tests). */
const webLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Across this browser's tabs one replayer sends at a time (the others' runs are skipped). */
export function exclusive(userId: string) {
  return async <T>(run: () => Promise<T>): Promise<T | null> => {
    const locks = webLocks();
    if (!locks) return run();
    return locks.request(`humidor-outbox-${userId}`, { ifAvailable: true }, (lock) => (lock ? run() : null));
  };
}

const sendingLock = (userId: string, id: string) => `humidor-sending-${userId}-${id}`;

/**
 * Holds the write's own lock while a form sends it: a tab starting meanwhile then sees that the write
 * marked "sending" is being sent, not left half sent by a closed tab (`leftBehind`).
 */
export async function whileSending<T>(userId: string, id: string, run: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  return locks ? locks.request(sendingLock(userId, id), run) : run();
}

/** Whether no tab holds the write's lock: a closed tab left it "sending" (a tab's locks go with it). */
export function leftBehind(userId: string) {
  return async (id: string): Promise<boolean> => {
    const locks = webLocks();
    if (!locks) return true;
    return locks.request(sendingLock(userId, id), { ifAvailable: true }, (lock) => lock !== null);
  };
}

/** The writes this tab's forms still await an answer for after giving them to the outbox. */
const formsWaiting = new Set<string>();

const answerLock = (userId: string, id: string) => `humidor-answer-${userId}-${id}`;

/**
 * Marks a write whose form gave up waiting as still awaited, in this tab and (by a lock) in others,
 * until the function it answers is called.
 */
export function awaitAnswer(userId: string, id: string): () => void {
  formsWaiting.add(id);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void webLocks()?.request(answerLock(userId, id), () => released);
  return () => {
    formsWaiting.delete(id);
    release();
  };
}

/**
 * Whether a form's request for this write may still be answered: the replayer does not send it a
 * second time meanwhile, nor anything after it.
 */
export function stillSending(userId: string) {
  return async (id: string): Promise<boolean> => {
    if (formsWaiting.has(id)) return true;
    const locks = webLocks();
    if (!locks) return false;
    return locks.request(answerLock(userId, id), { ifAvailable: true }, (lock) => lock === null);
  };
}
