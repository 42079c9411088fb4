import { expect } from 'vitest';
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
 * Eight concurrent writers post notes until the server is killed with -9 after at least `atLeast`
 * acknowledged writes; `restart` brings a new process up on the same database. Every write the
 * server acknowledged (201) must be there, whole.
 */
export async function expectNoAcknowledgedWriteLost(
  humidor: HumidorProcess,
  restart: () => Promise<HumidorProcess>,
  atLeast = 40,
): Promise<HumidorProcess> {
  const writer = await signInAs(humidor.url, 'rep.fl@humidor.test');
  const acknowledged: { id: string; subject: string }[] = [];
  let writing = true;
  const writeLoop = async (lane: number) => {
    for (let n = 0; writing; n += 1) {
      const subject = `Lane ${lane} write ${n}`;
      const response = await writer
        .fetch('/api/notes', { method: 'POST', body: personalNote(subject) })
        .catch(() => null);
      if (response?.status === 201)
        acknowledged.push({ id: ((await response.json()) as { note: { id: string } }).note.id, subject });
    }
  };
  const lanes = Array.from({ length: 8 }, (_, lane) => writeLoop(lane));
  await eventually(async () => acknowledged.length >= atLeast, 20_000);
  await humidor.killHard();
  writing = false;
  await Promise.all(lanes);

  const restarted = await restart();
  const reader = await signInAs(restarted.url, 'rep.fl@humidor.test');
  expect(acknowledged.length).toBeGreaterThanOrEqual(atLeast);
  for (const { id, subject } of acknowledged) {
    const response = await reader.fetch(`/api/notes/${id}`);
    expect(response.status, `acknowledged note ${id}`).toBe(200);
    const { note } = (await response.json()) as { note: { subject: string; text: string } };
    expect(note).toMatchObject({ subject, text: `${subject}: written during a database fault test.` });
  }
  return restarted;
}
