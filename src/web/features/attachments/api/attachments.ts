import type { Attachment, OwnerType } from '../../../../domain/attachments/rules';
import { uploadFailedMessage } from '../../../../domain/attachments/rules';
import { api, ApiError, query } from '../../../lib/api';

export type { Attachment, OwnerType };
export interface Owner {
  ownerType: OwnerType;
  ownerId: string;
}

export const attachmentsKey = ['attachments'] as const;
export const ownerKey = (owner: Owner) => [...attachmentsKey, owner.ownerType, owner.ownerId] as const;

export const attachmentsApi = {
  list: (owner: Owner) => api.get<{ attachments: Attachment[] }>(`/api/attachments${query({ ...owner })}`),
  limits: () => api.get<{ maxMb: number }>('/api/attachments/limits'),
  remove: (id: string) => api.delete<null>(`/api/attachments/${id}`),
  /** One file per request, so the server can refuse an oversized one by its length before reading it. */
  upload(owner: Owner, file: File, onProgress: (fraction: number) => void): Promise<Attachment[]> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `/api/attachments${query({ ...owner, fileName: file.name })}`);
      xhr.withCredentials = true;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const data = (xhr.responseText ? JSON.parse(xhr.responseText) : {}) as {
          attachments?: Attachment[];
          code?: string;
          message?: string;
        };
        if (xhr.status === 201 && data.attachments) resolve(data.attachments);
        else reject(new ApiError(xhr.status, data.code ?? 'UPLOAD', data.message ?? uploadFailedMessage));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK', uploadFailedMessage));
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  },
};
