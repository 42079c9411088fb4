import { errorAnswerOf, jsonOf } from '../../domain/contract/error-answer';
import { ApiError, uploadTimeLimitMs } from './api';

/** One file on its way to the server, as `sendFile` sends it. */
export interface FileUpload {
  method: 'POST' | 'PUT';
  url: string;
  /** The file itself, or a form holding it. */
  body: File | FormData;
  /** The file's size, for the time limit (uploadTimeLimitMs). */
  size: number;
  /** Set for a raw file body; a form sets its own. */
  contentType?: string;
  /** The status of a stored file: 201, or 204 for a body-less answer. */
  stored: number;
  /** What a failure without the server's words says. */
  failedMessage: string;
  onProgress(fraction: number): void;
}

/**
 * Sends one file and resolves with the server's answer (null when it has none). XMLHttpRequest
 * rather than fetch: only it reports upload progress. A refusal rejects with the server's words; a
 * proxy's HTML page, a dropped connection or the time limit reject with `failedMessage`.
 */
export function sendFile(upload: FileUpload): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, upload.url);
    xhr.withCredentials = true;
    if (upload.contentType) xhr.setRequestHeader('content-type', upload.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      // A proxy's HTML error page is no answer to read: the upload simply failed.
      const data = jsonOf(xhr.responseText);
      if (xhr.status === upload.stored) return resolve(data);
      const error = errorAnswerOf(data);
      reject(new ApiError(xhr.status, error?.code ?? 'UPLOAD', error?.message ?? upload.failedMessage));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', upload.failedMessage));
    xhr.timeout = uploadTimeLimitMs(upload.size);
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', upload.failedMessage));
    xhr.send(upload.body);
  });
}
