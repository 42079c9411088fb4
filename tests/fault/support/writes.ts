import { expect } from 'vitest';
import { fixtureItems, orderBody } from '../../../src/server/test/order-fixtures.js';
import { eventually, signInAs, type HumidorProcess } from './humidor-process.js';

export const personalNote = (subject: string) => ({
  noteClass: 'Personal-Note',
  customerListId: null,
  subject,
  text: `${subject}: written during a database fault test.`,
  tags: ['Personal-Note'],
  damagedItems: [],
});

/**
 * Eight concurrent writers — four posting notes, four posting orders — until the server is killed
 * with -9 after at least `atLeast` acknowledged writes; `restart` brings a new process up on the same
 * database. Every write the server acknowledged (201) must be there, whole. Needs the order fixtures
 * (`seedFaultOrderData`).
 */
export async function expectNoAcknowledgedWriteLost(
  humidor: HumidorProcess,
  restart: () => Promise<HumidorProcess>,
  atLeast = 40,
): Promise<HumidorProcess> {
  const writer = await signInAs(humidor.url, 'rep.fl@humidor.test');
  const notes: { id: string; subject: string }[] = [];
  const orders: { id: string; instructions: string }[] = [];
  let writing = true;
  const noteLoop = async (lane: number) => {
    for (let n = 0; writing; n += 1) {
      const subject = `Lane ${lane} write ${n}`;
      const response = await writer
        .fetch('/api/notes', { method: 'POST', body: personalNote(subject) })
        .catch(() => null);
      if (response?.status === 201)
        notes.push({ id: ((await response.json()) as { note: { id: string } }).note.id, subject });
    }
  };
  const orderLoop = async (lane: number) => {
    for (let n = 0; writing; n += 1) {
      const instructions = `Lane ${lane} order ${n}`;
      const response = await writer
        .fetch('/api/orders', { method: 'POST', body: orderBody({ instructions }) })
        .catch(() => null);
      if (response?.status === 201) {
        const { ids } = (await response.json()) as { ids: string[] };
        for (const id of ids) orders.push({ id, instructions });
      }
    }
  };
  const lanes = Array.from({ length: 8 }, (_, lane) => (lane % 2 ? orderLoop(lane) : noteLoop(lane)));
  await eventually(async () => notes.length >= atLeast / 2 && orders.length >= atLeast / 2, 30_000);
  await humidor.killHard();
  writing = false;
  await Promise.all(lanes);

  const restarted = await restart();
  const reader = await signInAs(restarted.url, 'rep.fl@humidor.test');
  for (const { id, subject } of notes) {
    const response = await reader.fetch(`/api/notes/${id}`);
    expect(response.status, `acknowledged note ${id}`).toBe(200);
    const { note } = (await response.json()) as { note: { subject: string; text: string } };
    expect(note).toMatchObject({ subject, text: `${subject}: written during a database fault test.` });
  }
  for (const { id, instructions } of orders) {
    const response = await reader.fetch(`/api/orders/${id}`);
    expect(response.status, `acknowledged order ${id}`).toBe(200);
    const { order } = (await response.json()) as {
      order: { instructions: string; products: { listId: string; qty: number }[] };
    };
    expect(order.instructions).toBe(instructions);
    expect(order.products.filter((line) => line.qty > 0)).toEqual([
      expect.objectContaining({ productListId: fixtureItems.adf.listId, qty: 2 }),
    ]);
  }
  return restarted;
}
