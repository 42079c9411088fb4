// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { Read } from '../lib/forms';
import { CheckedForm } from './CheckedForm';

function renderForm(read: () => Read<string>, failure: Error | null = null) {
  const send = vi.fn();
  const view = renderWithApp(
    <CheckedForm
      read={read}
      send={send}
      sending={false}
      failure={failure}
      submitLabel="Save"
      onCancel={vi.fn()}
    >
      <p>fields</p>
    </CheckedForm>,
  );
  return { ...view, send };
}

describe('CheckedForm', () => {
  it('shows the form’s problem and sends nothing', async () => {
    const { user, send } = renderForm(() => ({ ok: false, problem: 'Ending is before Starting' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ending is before Starting');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked input', async () => {
    const { user, send } = renderForm(() => ({ ok: true, input: 'Spring Expo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith('Spring Expo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal', () => {
    renderForm(() => ({ ok: true, input: 'Spring Expo' }), new Error('An event with that name exists'));
    expect(screen.getByRole('alert')).toHaveTextContent('An event with that name exists');
  });
});
