// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemContract } from '../../../../domain/system/contract';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { LastUpdated } from './LastUpdated';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('the line under the heading', () => {
  it('says when the data last arrived', async () => {
    api.on(systemContract.info, { lastSuccessfulImportAt: null });
    renderWithApp(<LastUpdated />);
    expect(await screen.findByText('Last updated: never')).toBeVisible();
  });

  it('says it is not known offline instead of loading for ever', async () => {
    onlineManager.setOnline(false);
    try {
      renderWithApp(<LastUpdated />);
      expect(await screen.findByText('Last updated: not known offline')).toBeVisible();
      expect(api.calls(systemContract.info)).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says it is unavailable when the server cannot be reached online', async () => {
    api.on(systemContract.info, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    renderWithApp(<LastUpdated />);
    expect(await screen.findByText('Last updated: unavailable')).toBeVisible();
  });
});
