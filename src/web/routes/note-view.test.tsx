// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { notesContract } from '../../domain/notes/contract';
import { failure, mockApi, type MockApi } from '../test/api';
import { aNote } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import NoteViewPage from './note-view';

const renderNote = (id: string) =>
  renderWithApp(
    <Routes>
      <Route path="/noteview/:id" element={<NoteViewPage />} />
    </Routes>,
    { route: `/noteview/${id}` },
  );

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('/noteview offline', () => {
  it("shows a note never opened here as a customer's Notes tab kept on the device shows it", async () => {
    api.on(notesContract.get, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    const { client } = renderNote('N-kept');
    // the working set's copy of a customer's Notes tab (app/working-set.ts)
    client.setQueryData(['customers', 'C-100', 'notes'], {
      pages: [
        {
          notes: [aNote({ id: 'N-other' }), aNote({ id: 'N-kept', subject: 'Humidor restock' })],
          nextCursor: null,
        },
      ],
      pageParams: [undefined],
    });
    expect(await screen.findByText('Humidor restock')).toBeVisible();
    // deleting needs the server
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows it too when the browser already said it is offline (the read waits, paused)', async () => {
    onlineManager.setOnline(false);
    try {
      const { client } = renderNote('N-kept');
      client.setQueryData(['customers', 'C-100', 'notes'], {
        pages: [{ notes: [aNote({ id: 'N-kept', subject: 'Humidor restock' })], nextCursor: null }],
        pageParams: [undefined],
      });
      expect(await screen.findByText('Humidor restock')).toBeVisible();
      expect(api.calls(notesContract.get)).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says the server cannot be reached for a note no list on the device holds', async () => {
    api.on(notesContract.get, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    renderNote('N-missing');
    expect(await screen.findByText('Humidor cannot be reached.')).toBeVisible();
  });

  it("shows the server's answer when it has one", async () => {
    api.on(notesContract.get, {
      note: aNote({ id: 'N-1', subject: 'From the server' }),
      can: { delete: true, editDamagedItems: true },
    });
    renderNote('N-1');
    expect(await screen.findByText('From the server')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
