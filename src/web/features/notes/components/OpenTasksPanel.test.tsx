// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notesContract } from '../../../../domain/notes/contract';
import { failure, mockApi } from '../../../test/api';
import { aNote } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { openTasksKey } from '../api/notes';
import { OpenTasksPanel } from './OpenTasksPanel';

describe('a panel whose read fails again', () => {
  it('keeps the answer it shows when the server cannot be reached, and shows a refusal', async () => {
    const api = mockApi().on(notesContract.openTasks, {
      notes: [aNote({ isTask: true, taskDescription: 'Call back about the credit' })],
    });
    const { client } = renderWithApp(<OpenTasksPanel />);
    await screen.findByText('Call back about the credit');

    api.on(notesContract.openTasks, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    await client.refetchQueries({ queryKey: openTasksKey });
    expect(client.getQueryState(openTasksKey)?.status).toBe('error');
    expect(screen.getByText('Call back about the credit')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    api.on(notesContract.openTasks, failure(403, 'You may not see these tasks.'));
    await client.refetchQueries({ queryKey: openTasksKey });
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see these tasks.');
  });
});
