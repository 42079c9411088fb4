// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRecordForm, type CheckedForm } from './use-record-form';

interface Form {
  name: string;
  kind: string | null;
}

const check = (form: Form): CheckedForm<string> =>
  form.name ? { input: form.name.toUpperCase() } : { errors: { name: 'Name is required' } };

const typed = (value: string) => ({ currentTarget: { value } }) as unknown as ChangeEvent<HTMLInputElement>;

describe('useRecordForm', () => {
  it('keeps what is typed and chosen, field by field', () => {
    const { result } = renderHook(() => useRecordForm<Form>(() => ({ name: '', kind: null })));
    act(() => result.current.text('name').onChange(typed('Ada')));
    act(() => result.current.set('kind')('shop'));
    expect(result.current.form).toEqual({ name: 'Ada', kind: 'shop' });
    expect(result.current.text('name').value).toBe('Ada');
  });

  it('shows the check’s messages and sends nothing, then sends and clears them once it passes', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useRecordForm<Form>(() => ({ name: '', kind: null })));
    act(() => result.current.submit(check, send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.text('name').error).toBe('Name is required');

    act(() => result.current.text('name').onChange(typed('Ada')));
    act(() => result.current.submit(check, send));
    expect(send).toHaveBeenCalledWith('ADA');
    expect(result.current.errors).toEqual({});
  });
});
