/**
 * Plan my week's planning on the device, off the page's thread (decision 0395): a 40-stop week
 * takes seconds on a slow phone, during which the page would not answer a tap.
 */
import { planWeek } from '../../../../domain/visit-planning/week-plan';
import type { PlannedJob, PlanRequest } from './plan-on-device';

self.addEventListener('message', (event: MessageEvent<PlanRequest>) => {
  const { id, job } = event.data;
  self.postMessage({ id, answer: planWeek(job.inputs, job.request) } satisfies PlannedJob);
});
