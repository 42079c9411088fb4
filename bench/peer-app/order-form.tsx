/**
 * The peer of bench/order-form.bench.ts: the same input in a plain React app. A list of `?rows=N`
 * products (name, description, price, a quantity box, the line's amount) with the total under it,
 * the quantities in one useState of the page and nothing memoized, as a first React app writes it.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Number(new URLSearchParams(location.search).get('rows') ?? 150);
const products = Array.from({ length: rows }, (_, i) => ({
  id: `p${i}`,
  name: `p-ITEM${String(i).padStart(3, '0')}`,
  description: `Product number ${i}, box of 20`,
  priceCents: 1000 + ((i * 137) % 9000),
}));

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function App() {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  let total = 0;
  let boxes = 0;
  for (const p of products) {
    const qty = quantities[p.id] ?? 0;
    total += qty * p.priceCents;
    boxes += qty;
  }
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Order</h1>
      {products.map((p) => {
        const qty = quantities[p.id] ?? 0;
        return (
          <div key={p.id} data-testid="product-row" style={{ display: 'flex', gap: 8, padding: 4 }}>
            <label htmlFor={`qty-${p.id}`} style={{ flex: 1 }}>
              <b>{p.name}</b> <small>{p.description}</small>
            </label>
            <span>{money(p.priceCents)}</span>
            {qty > 0 && <span>{money(p.priceCents * qty)}</span>}
            <input
              id={`qty-${p.id}`}
              aria-label={`Quantity of ${p.name}`}
              type="number"
              min={0}
              value={qty > 0 ? qty : ''}
              onChange={(e) => {
                const value = Math.floor(Number(e.currentTarget.value));
                setQuantities((q) => ({ ...q, [p.id]: Number.isFinite(value) && value > 0 ? value : 0 }));
              }}
            />
          </div>
        );
      })}
      <p data-testid="footer-total">
        {money(total)} · {boxes} boxes
      </p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
