// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attachmentsContract } from '../../../../domain/attachments/contract';
import { signedPdfKeptMessage } from '../../../../domain/shop/estimates';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import type { Attachment } from '../api/attachments';
import { AttachmentList } from './AttachmentList';

const file = (id: string, name: string, extra: Partial<Attachment> = {}): Attachment => ({
  id,
  ownerType: 'order',
  ownerId: 'O-1',
  name,
  size: 2048,
  contentType: 'application/pdf',
  downloadUrl: `/api/attachments/${id}/file`,
  previewUrl: null,
  previewContentType: null,
  uploadedBy: { id: 'u', displayName: 'Frank Rep', email: 'fl@e.test' },
  createdAt: '2026-12-07T10:00:00.000Z',
  canDelete: true,
  ...extra,
});

describe('AttachmentList', () => {
  it("offers no Delete for a signed estimate's PDF and says why; other files keep theirs", async () => {
    mockApi().on(attachmentsContract.list, {
      canAttach: false,
      attachments: [
        file('A-1', 'estimate-O-1-signed.pdf', { canDelete: false, keptReason: signedPdfKeptMessage }),
        file('A-2', 'invoice.pdf'),
      ],
    });
    renderWithApp(<AttachmentList owner={{ ownerType: 'order', ownerId: 'O-1' }} />);
    expect(await screen.findByText(signedPdfKeptMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete estimate-O-1-signed.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete invoice.pdf' })).toBeTruthy();
  });
});
