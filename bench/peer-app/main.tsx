/**
 * The peer of bench/lighthouse.bench.ts: a plain Vite + React app (the template's counter page), built
 * by the project's Vite in the same run, so the Humidor scores are read against what this machine
 * gives the simplest React app.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Vite + React</h1>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        count is {count}
      </button>
      <p>Edit main.tsx and save to test HMR.</p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
