// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notesContract } from '../../../../domain/notes/contract';
import { tasksContract } from '../../../../domain/tasks/contract';
import { mockApi, type MockApi } from '../../../test/api';
import { aNote } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { MyTasksList } from './MyTasksList';

const day = 24 * 3_600_000;
const task = (subject: string, dueAt: string | null) =>
  aNote({
    subject,
    isTask: true,
    taskDescription: `Do ${subject}`,
    taskDueAt: dueAt,
    taskAssignee: { id: 'u-ana', displayName: 'Ana Rep' },
    taskAssignedBy: { id: 'u-ben', displayName: 'Ben Office' },
  });

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('My Tasks', () => {
  it('shows overdue tasks first and undated ones last, each with its customer and note', async () => {
    const late = task('late', new Date(Date.now() - 2 * day).toISOString());
    const farOff = task('far off', new Date(Date.now() + 40 * day).toISOString());
    const undated = task('undated', null);
    api.on(tasksContract.mine, { tasks: [late, farOff, undated] });
    renderWithApp(<MyTasksList />);
    const overdue = await screen.findByTestId('bucket-Overdue');
    expect(within(overdue).getByText('Do late')).toBeInTheDocument();
    expect(within(overdue).getByText(/Smoke House · late/)).toBeInTheDocument();
    expect(within(screen.getByTestId('bucket-Later')).getByText('Do far off')).toBeInTheDocument();
    expect(within(screen.getByTestId('bucket-No date')).getByText('Do undated')).toBeInTheDocument();
    const order = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(order).toEqual(['Overdue', 'Later', 'No date']);
    expect(within(overdue).getByText(/from Ben Office/)).toBeInTheDocument();
  });

  it('marks a task done in one tap and asks for the tasks given by me on the switch', async () => {
    const open = task('open', null);
    api.on(tasksContract.mine, (request) =>
      request.query.get('assignedByMe') === '1' ? { tasks: [] } : { tasks: [open] },
    );
    api.on(notesContract.resolveTask, { note: { ...open, isResolved: true } });
    const { user } = renderWithApp(<MyTasksList />);
    await user.click(await screen.findByRole('button', { name: 'Done: Do open' }));
    expect(api.calls(notesContract.resolveTask)).toHaveLength(1);
    await user.click(screen.getByText('Assigned by me'));
    expect(await screen.findByText('No open tasks you gave to others')).toBeInTheDocument();
  });
});
