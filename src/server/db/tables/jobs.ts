/** What the job runner needs of a claimable row; the mail outbox shares these columns. */
export interface ClaimColumns {
  id: string;
  status: string;
  runAt: string;
  attempts: number;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'cancelled' | 'failed';

/** Background work waiting for its time (docs/decisions/0048-durable-jobs.md). */
export interface JobsTable extends ClaimColumns {
  kind: string;
  key: string;
  subject: string | null;
  jobPayload: Record<string, unknown>;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
}

export interface JobsTables {
  jobs: JobsTable;
}

export const jobsCodecColumns = { json: ['jobPayload'], boolean: [] as string[] };
