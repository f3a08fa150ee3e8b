import { ApiError } from './client';
import type { Media } from './operations';
import { answeredError, bearerAuthorization, type RouteErrorAnswer } from './rest';

/** Largest upload the server takes (MAX_UPLOAD_BYTES on the server): refused here before sending. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Uploads an image as `POST /api/media` (multipart, field `file`) with the session's bearer token.
 * XMLHttpRequest rather than fetch: only it reports upload progress. `onProgress` gets 0…1.
 * Rejects with an ApiError carrying the server's code (MEDIA_NOT_AN_IMAGE, MEDIA_TOO_LARGE, …).
 */
export function uploadMedia(file: File, onProgress?: (fraction: number) => void): Promise<Media> {
  if (file.size > MAX_UPLOAD_BYTES)
    return Promise.reject(new ApiError('MEDIA_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.setRequestHeader('Accept', 'application/json');
    const authorization = bearerAuthorization();
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('INTERNAL', {}, 'network error', true));
    xhr.onload = () => {
      let body: RouteErrorAnswer & Partial<Media>;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        reject(new ApiError('INTERNAL', {}, `unreadable answer (${xhr.status})`, true));
        return;
      }
      if (xhr.status >= 400 || body.errors?.[0]?.extensions) {
        reject(answeredError(body));
        return;
      }
      onProgress?.(1);
      resolve(body as Media);
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
