// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planTravelDefault } from '../../../../domain/visit-planning/settings';
import { aCandidate } from '../../../test/fixtures';
import { planningKeys } from '../api/planning';
import type { PlannedJob, PlanRequest } from './plan-on-device';

// The device's planner in its worker (decision 0395): a stand-in Worker, since happy-dom has none;
// the real one plans in the plan-my-week and offline journeys.
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  posted: PlanRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: PlanRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: PlannedJob) {
    this.dispatchEvent(new MessageEvent('message', { data: reply }));
  }
}

const workday = {
  from: '08:00',
  to: '18:00',
  start: { kind: 'home' as const },
  end: { kind: 'home' as const },
};
const tuesday = '2026-12-08';

function keptClient() {
  const client = new QueryClient();
  client.setQueryData(planningKeys.priorities, {
    day: '2026-12-07',
    candidates: [aCandidate()],
    travel: planTravelDefault,
  });
  client.setQueryData(planningKeys.workingDays(null), {
    workingDays: {
      home: { address: 'Tampa, FL', place: { label: 'Tampa', latitude: 27.95, longitude: -82.46 } },
      days: { tue: workday },
    },
  });
  return client;
}

/** The module afresh for each test: its worker is started once per page. */
const load = async () => {
  vi.resetModules();
  return import('./plan-on-device');
};

describe('planning on the device, off the page’s thread', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the plan to the worker started beforehand and takes the answer to its own job', async () => {
    const { planOnDevice, preparePlanner } = await load();
    preparePlanner();
    const planned = planOnDevice(keptClient(), { dates: [tuesday] }, null);
    const [worker] = FakeWorker.started;
    await vi.waitFor(() => expect(worker!.posted).toHaveLength(1));
    const { id, job } = worker!.posted[0]!;
    expect(job.request.dates).toEqual([tuesday]);
    expect(job.inputs.candidates.map((c) => c.name)).toEqual(['Ybor Cigar Lounge']);
    worker!.answer({ id: id + 1, answer: { ok: false, message: 'another plan' } });
    worker!.answer({ id, answer: { ok: false, message: 'this plan' } });
    expect(await planned).toEqual({ ok: false, message: 'this plan' });
    // The next plan reuses the worker.
    void planOnDevice(keptClient(), { dates: [tuesday] }, null);
    await vi.waitFor(() => expect(worker!.posted).toHaveLength(2));
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('plans on the page’s thread when the worker cannot start, and starts another next time', async () => {
    const { planOnDevice } = await load();
    const planned = planOnDevice(keptClient(), { dates: [tuesday] }, null);
    const [worker] = FakeWorker.started;
    await vi.waitFor(() => expect(worker!.posted).toHaveLength(1));
    // Out of signal before its script was ever fetched.
    worker!.dispatchEvent(new Event('error'));
    const answer = await planned;
    expect(answer.ok && answer.plan.days[0]!.stops.map((stop) => stop.name)).toEqual(['Ybor Cigar Lounge']);
    expect(worker!.terminated).toBe(true);
    void planOnDevice(keptClient(), { dates: [tuesday] }, null);
    await vi.waitFor(() => expect(FakeWorker.started).toHaveLength(2));
  });

  it('stops waiting after 30 s and says so', async () => {
    vi.useFakeTimers();
    const { planOnDevice } = await load();
    const planned = planOnDevice(keptClient(), { dates: [tuesday] }, null);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await planned).toEqual({
      ok: false,
      message: 'This device took too long to plan: pick fewer days, or plan again when online',
    });
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });
});
