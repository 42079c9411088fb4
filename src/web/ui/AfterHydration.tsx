import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { FirstScreenContext } from '../lib/server-drawn';
import { whenIdle } from '../lib/idle';

/**
 * Draws `children` after the first screen: on a page the server drew (decision 0092) the server and
 * the browser's takeover show `fallback`, and the children follow once the main thread is idle, as
 * a transition and one part per idle moment, so they never hold a tap up. For parts whose code
 * arrives after the first screen (React.lazy): `fallback` also stands in while it loads. On a page
 * the browser draws itself they are drawn from the first render.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const serverDrawn = use(FirstScreenContext) !== null;
  const [shown, setShown] = useState(!serverDrawn);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void nextTurn().then(() => mounted && startTransition(() => setShown(true)));
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

let lastTurn = Promise.resolve();

/** One part per idle moment, in turn: drawn together they would make one long task again. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise<void>((idle) => whenIdle(() => idle())));
  return lastTurn;
}
