import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb, type OutboxEntry, type OutboxRequest } from './db';
import { clientIdOf, Outbox } from './outbox';
import { backoffDelay, Replayer, serverErrorsBeforeRefusal, type SendOutcome } from './replayer';

let db: OfflineDb;
let outbox: Outbox;
let clock: number;
let timers: { run: () => void; delayMs: number }[];

beforeEach(async () => {
  db = new OfflineDb(`user-${crypto.randomUUID()}`);
  await db.open();
  outbox = new Outbox(db);
  clock = 1_000_000;
  timers = [];
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const note = (subject: string): OutboxRequest => ({
  kind: 'note',
  body: {
    noteClass: 'standard',
    customerListId: 'C-1',
    subject,
    text: 'text',
    tags: [],
    damagedItems: [],
    clientId: crypto.randomUUID(),
  },
});
const subjectOf = (entry: OutboxEntry) => (entry.request.kind === 'note' ? entry.request.body.subject : '');
const saved = (id: string) => ({ href: `/noteview/${id}`, ids: [id] });

function replayer(send: (entry: OutboxEntry) => SendOutcome | Promise<SendOutcome>) {
  return new Replayer(outbox, async (entry) => send(entry), {
    now: () => clock,
    schedule: (run, delayMs) => {
      const timer = { run, delayMs };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
}

describe('the outbox', () => {
  it('takes a refused write corrected in its form in place of the refused one, and only that', async () => {
    const request = note('Visit') as Extract<OutboxRequest, { kind: 'note' }>;
    const seq = await outbox.add(request, 'Note: Visit');
    const later = await outbox.add(note('Later'), 'Note: Later');
    await outbox.markRefused(seq, 'You do not see this customer.');
    const corrected: OutboxRequest = { kind: 'note', body: { ...request.body, customerListId: 'C-2' } };
    expect(await outbox.add(corrected, 'Note: Visit (corrected)')).toBe(seq);
    expect(await outbox.get(seq)).toMatchObject({
      status: 'waiting',
      reason: null,
      label: 'Note: Visit (corrected)',
      request: corrected,
    });
    // One still waiting (or sent) is the same write submitted twice: it is not changed.
    await outbox.add(note('Other'), 'Note: Other');
    const [, second] = await outbox.all();
    await outbox.add({ ...second!.request }, 'Note: renamed');
    expect((await outbox.get(later))?.label).toBe('Note: Later');
  });

  it('keeps a write and its files in one entry, once per client ID', async () => {
    const request = note('Visit');
    const file = { name: 'shelf.jpg', type: 'image/jpeg', blob: new Blob(['jpeg']) };
    const first = await outbox.add(request, 'Note: Visit', [file]);
    const again = await outbox.add(request, 'Note: Visit', [file]);
    expect(again).toBe(first);
    const [entry] = await outbox.all();
    expect(entry).toMatchObject({ status: 'waiting', label: 'Note: Visit', filesUploaded: 0 });
    expect(entry?.files[0]?.name).toBe('shelf.jpg');
    expect(await outbox.unsentCount()).toBe(1);
  });

  it('counts failed and conflicting writes as unsent, sent ones not', async () => {
    const a = await outbox.add(note('a'), 'a');
    const b = await outbox.add(note('b'), 'b');
    const c = await outbox.add(note('c'), 'c');
    await outbox.markRefused(a, 'Customer not found');
    await outbox.markConflict(b, 'Changed meanwhile', null);
    await outbox.markSent(c, saved('n-c'));
    expect(await outbox.unsentCount()).toBe(2);
  });

  it('sends again what a closed tab left half sent', async () => {
    const a = await outbox.add(note('a'), 'a');
    await outbox.markSending(a);
    await outbox.recoverInterrupted();
    expect((await outbox.get(a))?.status).toBe('waiting');
  });

  it('leaves a write another tab is still sending as it is', async () => {
    const [gone, live] = [note('closed tab'), note('open tab')];
    const [a, b] = [await outbox.add(gone, 'a'), await outbox.add(live, 'b')];
    await outbox.markSending(a);
    await outbox.markSending(b);
    // the open tab holds its write's lock; the closed tab's went with it
    await outbox.recoverInterrupted(async (id) => id !== clientIdOf(live));
    expect((await outbox.get(a))?.status).toBe('waiting');
    expect((await outbox.get(b))?.status).toBe('sending');
  });

  it('claims a write the form sends now, so the replayer cannot send it (and its files) a second time', async () => {
    const { seq, claimed } = await outbox.addToSend(note('now'), 'now', [
      { name: 'shelf.png', type: 'image/png', blob: new Blob(['png']) },
    ]);
    expect(claimed).toBe(true);
    expect((await outbox.get(seq))?.status).toBe('sending');
    const sent: string[] = [];
    await replayer((entry) => {
      sent.push(subjectOf(entry));
      return { kind: 'saved', saved: saved('x'), filesUploaded: 1 };
    }).run({ force: true });
    expect(sent).toEqual([]);
  });

  it('lets a write wait its turn behind an older one still waiting', async () => {
    await outbox.add(note('older'), 'older');
    const { seq, claimed } = await outbox.addToSend(note('newer'), 'newer');
    expect(claimed).toBe(false);
    expect((await outbox.get(seq))?.status).toBe('waiting');
  });
});

describe('the replayer', () => {
  it('sends the outbox in the order it was written', async () => {
    for (const subject of ['first', 'second', 'third']) await outbox.add(note(subject), subject);
    const sent: string[] = [];
    const report = await replayer((entry) => {
      sent.push(subjectOf(entry));
      return { kind: 'saved', saved: saved(subjectOf(entry)), filesUploaded: 0 };
    }).run();
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(report).toEqual({ sent: 3, refused: 0, conflicts: 0, unreached: false });
    expect((await outbox.all()).map((e) => e.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('stops at a write the network did not carry, so nothing overtakes it', async () => {
    for (const subject of ['first', 'second']) await outbox.add(note(subject), subject);
    const sent: string[] = [];
    const report = await replayer((entry) => {
      sent.push(subjectOf(entry));
      return { kind: 'unreached' };
    }).run();
    expect(sent).toEqual(['first']);
    expect(report.unreached).toBe(true);
    const [first, second] = await outbox.all();
    expect(first).toMatchObject({ status: 'waiting', attempts: 1, nextAttemptAt: clock + 5_000 });
    expect(second).toMatchObject({ status: 'waiting', attempts: 0 });
  });

  it('does not send a write whose form still awaits its first answer, nor anything after it (decision 0164)', async () => {
    const first = await outbox.add(note('first'), 'first');
    await outbox.add(note('second'), 'second');
    const awaited = new Set([(await outbox.get(first))!.id]);
    const sent: string[] = [];
    const replaying = new Replayer(
      outbox,
      async (entry) => {
        sent.push(subjectOf(entry));
        return { kind: 'saved', saved: saved('N-1'), filesUploaded: 0 };
      },
      {
        now: () => clock,
        schedule: (run, delayMs) => {
          timers.push({ run, delayMs });
          return () => {};
        },
        stillSending: async (id) => awaited.has(id),
      },
    );
    expect(await replaying.run({ force: true })).toMatchObject({ sent: 0, unreached: true });
    expect(sent).toEqual([]);
    expect((await outbox.all()).map((e) => e.status)).toEqual(['waiting', 'waiting']);
    // The timer looks again; once the form's request has ended, the rest goes.
    expect(timers.map((timer) => timer.delayMs)).toEqual([5_000]);
    awaited.clear();
    await replaying.run({ force: true });
    expect(sent).toEqual(['first', 'second']);
  });

  it('backs off 5 s, 10 s, 20 s … up to 5 minutes, and the timer sends again', async () => {
    expect([1, 2, 3, 4, 7, 20].map(backoffDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000]);
    await outbox.add(note('only'), 'only');
    let reachable = false;
    const replay = replayer((entry) =>
      reachable ? { kind: 'saved', saved: saved(subjectOf(entry)), filesUploaded: 0 } : { kind: 'unreached' },
    );
    await replay.run();
    expect(timers.map((t) => t.delayMs)).toEqual([5_000]);
    // A trigger before the delay is over does not send (only Send now forces it).
    clock += 1_000;
    await replay.run();
    expect((await outbox.all())[0]?.attempts).toBe(1);
    expect(timers.map((t) => t.delayMs)).toEqual([4_000]);
    clock += 4_000;
    timers.shift()?.run();
    await replay.run();
    expect(timers.map((t) => t.delayMs)).toEqual([10_000]);
    expect((await outbox.all())[0]?.attempts).toBe(2);
    reachable = true;
    await replay.run({ force: true });
    expect((await outbox.all())[0]?.status).toBe('sent');
    expect(timers).toEqual([]);
  });

  it('sets a refused or conflicting write aside with its reason and sends the rest', async () => {
    for (const subject of ['refused', 'conflict', 'fine']) await outbox.add(note(subject), subject);
    const report = await replayer((entry): SendOutcome => {
      const subject = subjectOf(entry);
      if (subject === 'refused') return { kind: 'refused', reason: 'This customer is not in your states.' };
      if (subject === 'conflict')
        return { kind: 'conflict', reason: 'Changed meanwhile', serverVersion: null };
      return { kind: 'saved', saved: saved(subject), filesUploaded: 0 };
    }).run();
    expect(report).toEqual({ sent: 1, refused: 1, conflicts: 1, unreached: false });
    const entries = await outbox.all();
    expect(entries.map((e) => [e.status, e.reason])).toEqual([
      ['failed', 'This customer is not in your states.'],
      ['conflict', 'Changed meanwhile'],
      ['sent', null],
    ]);
  });

  it('uploads files after their record and retries them without saving the record again', async () => {
    const files = ['a.jpg', 'b.jpg'].map((name) => ({ name, type: 'image/jpeg', blob: new Blob([name]) }));
    await outbox.add(note('with photos'), 'with photos', files);
    const seen: { saved: boolean; filesUploaded: number }[] = [];
    let uploadsWork = false;
    const replay = replayer((entry): SendOutcome => {
      seen.push({ saved: entry.saved !== null, filesUploaded: entry.filesUploaded });
      const record = entry.saved ?? saved('n-1');
      return uploadsWork
        ? { kind: 'saved', saved: record, filesUploaded: 2 }
        : { kind: 'saved', saved: record, filesUploaded: 1 };
    });
    await replay.run();
    expect((await outbox.all())[0]).toMatchObject({ status: 'waiting', filesUploaded: 1 });
    uploadsWork = true;
    await replay.run({ force: true });
    expect(seen).toEqual([
      { saved: false, filesUploaded: 0 },
      { saved: true, filesUploaded: 1 },
    ]);
    const [entry] = await outbox.all();
    expect(entry).toMatchObject({ status: 'sent', files: [], saved: saved('n-1') });
  });

  it('treats a send that throws as unreached, never as lost', async () => {
    await outbox.add(note('x'), 'x');
    await replayer(() => {
      throw new TypeError('Failed to fetch');
    }).run();
    expect((await outbox.all())[0]).toMatchObject({ status: 'waiting', attempts: 1 });
  });

  it('runs one send loop at a time; a trigger during it runs again after', async () => {
    await outbox.add(note('a'), 'a');
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const replay = replayer(async (entry) => {
      calls += 1;
      await gate;
      return { kind: 'saved', saved: saved(subjectOf(entry)), filesUploaded: 0 };
    });
    const first = replay.run();
    const second = replay.run();
    await outbox.add(note('b'), 'b');
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(2);
    expect((await outbox.all()).map((e) => e.status)).toEqual(['sent', 'sent']);
  });

  it('closed under a going run (sign-out), ends it quietly, starts no other and keeps the write due', async () => {
    await outbox.add(note('a'), 'a');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const replay = replayer(async (entry) => {
      await gate;
      return { kind: 'saved', saved: saved(subjectOf(entry)), filesUploaded: 0 };
    });
    const going = replay.run();
    await expect.poll(async () => (await outbox.all())[0]?.status).toBe('sending');
    replay.close();
    db.close();
    release();
    await expect(going).resolves.toEqual({ sent: 0, refused: 0, conflicts: 0, unreached: false });
    await expect(replay.run()).resolves.toEqual({ sent: 0, refused: 0, conflicts: 0, unreached: false });
    expect(timers).toEqual([]);
    await db.open();
    expect((await outbox.all())[0]?.status).toBe('sending');
  });

  describe('a server error that persists (decision 0102)', () => {
    const busy: SendOutcome = {
      kind: 'unreached',
      serverError: { status: 503, message: 'The database did not answer in time.' },
    };

    it('is tried six times with the backoff, then refused with the server’s words, and the rest is sent', async () => {
      expect(serverErrorsBeforeRefusal).toBe(6);
      await outbox.add(note('broken'), 'broken');
      await outbox.add(note('behind'), 'behind');
      const sent: string[] = [];
      const replay = replayer((entry): SendOutcome => {
        if (subjectOf(entry) === 'broken') return busy;
        sent.push(subjectOf(entry));
        return { kind: 'saved', saved: saved('n-behind'), filesUploaded: 0 };
      });
      const delays: number[] = [];
      for (let answer = 1; answer < serverErrorsBeforeRefusal; answer += 1) {
        await replay.run();
        delays.push(timers.at(-1)?.delayMs ?? 0);
        clock += timers.at(-1)?.delayMs ?? 0;
        expect((await outbox.all()).map((e) => e.status)).toEqual(['waiting', 'waiting']);
      }
      // about two and a half minutes of errors; nothing overtook the write meanwhile
      expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
      expect(sent).toEqual([]);
      const report = await replay.run();
      expect(report).toEqual({ sent: 1, refused: 1, conflicts: 0, unreached: false });
      const [broken, behind] = await outbox.all();
      expect(broken).toMatchObject({
        status: 'failed',
        reason: 'The database did not answer in time. (the server answered with error 503 6 times in a row)',
      });
      expect(behind?.status).toBe('sent');
      expect(timers).toEqual([]);
    });

    it('keeps a write that gets no answer at all waiting, however long; those tries do not count', async () => {
      await outbox.add(note('offline'), 'offline');
      let answer: SendOutcome = { kind: 'unreached' };
      const replay = replayer(() => answer);
      for (let attempt = 0; attempt < 10; attempt += 1) await replay.run({ force: true });
      expect((await outbox.all())[0]).toMatchObject({ status: 'waiting', attempts: 10, serverErrors: 0 });
      answer = busy;
      for (let attempt = 1; attempt < serverErrorsBeforeRefusal; attempt += 1)
        await replay.run({ force: true });
      answer = { kind: 'unreached' };
      await replay.run({ force: true });
      expect((await outbox.all())[0]).toMatchObject({ status: 'waiting', serverErrors: 5 });
      answer = busy;
      await replay.run({ force: true });
      expect((await outbox.all())[0]?.status).toBe('failed');
    });

    it('counts again from nothing when the rep sends a refused write again', async () => {
      const seq = await outbox.add(note('again'), 'again');
      const replay = replayer(() => busy);
      for (let attempt = 0; attempt < serverErrorsBeforeRefusal; attempt += 1)
        await replay.run({ force: true });
      expect((await outbox.get(seq))?.status).toBe('failed');
      await outbox.retry(seq);
      await replay.run({ force: true });
      expect(await outbox.get(seq)).toMatchObject({ status: 'waiting', serverErrors: 1, reason: null });
    });

    it('counts the server error of a form’s own send, but not its lost answer', async () => {
      const first = await outbox.addToSend(note('form'), 'form');
      await outbox.markUnreached(first.seq, backoffDelay(1), clock, true);
      const second = await outbox.add(note('lost'), 'lost');
      await outbox.markUnreached(second, backoffDelay(1), clock);
      expect((await outbox.all()).map((e) => [e.serverErrors, e.claimedByForm])).toEqual([
        [1, false],
        [0, false],
      ]);
    });
  });
});
