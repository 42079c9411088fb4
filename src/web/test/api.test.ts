import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, ApiError } from '../lib/api';
import { notesContract } from '../../domain/notes/contract';
import { failure, mockApi } from './api';
import { aNote } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mockApi, the fetch-level fake server of the component tests', () => {
  it('answers a route by method and path, parameters included, with the contract-shaped JSON', async () => {
    const api = mockApi().on(notesContract.get, (request) => ({
      note: aNote({ id: request.path.split('/').at(-1) }),
      can: { delete: true, editDamagedItems: false },
    }));
    const answer = await call(notesContract.get, { params: { id: 'N-7' } });
    expect(answer.note.id).toBe('N-7');
    expect(api.calls(notesContract.get)).toHaveLength(1);
  });

  it('prefers a literal path over a parameter (/open-tasks is not a note id)', async () => {
    mockApi()
      .on(notesContract.get, failure(404, 'Note not found'))
      .on(notesContract.openTasks, { notes: [aNote({ isTask: true })] });
    await expect(call(notesContract.openTasks)).resolves.toMatchObject({ notes: [{ isTask: true }] });
  });

  it('records the query and the JSON body the component sent', async () => {
    const api = mockApi().on(notesContract.feed, { notes: [], nextCursor: null });
    await call(notesContract.feed, { query: { tags: ['Visit', 'Call'], cursor: 'c-2' } });
    const [sent] = api.calls(notesContract.feed);
    expect(sent?.query.getAll('tags')).toEqual(['Visit', 'Call']);
    expect(sent?.query.get('cursor')).toBe('c-2');
  });

  it('answers an error as the server does: {code, message} with the status', async () => {
    mockApi().on(notesContract.feed, failure(503, 'The database is busy.', 'DB_TIMEOUT'));
    const error = await call(notesContract.feed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'DB_TIMEOUT', message: 'The database is busy.' });
  });

  it('refuses a fixture that drifted from the response schema with a 500 naming it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi().on(notesContract.feed, { notes: [{ id: 'N-1' }], nextCursor: null } as never);
    const error = await call(notesContract.feed).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: 'FIXTURE_DRIFT' });
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('answers 501 to a request no test answered, and lists it', async () => {
    const api = mockApi();
    await expect(call(notesContract.openTasks)).rejects.toMatchObject({ status: 501 });
    expect(api.unanswered.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/notes/open-tasks']);
  });
});
