import { ApiError } from './client';
import { answeredError, bearerAuthorization, type RouteErrorAnswer } from './rest';

/**
 * POSTs `body` as JSON with the session's bearer token to a document route of the server
 * (`/api/…pdf`, `/api/…xml`, …) and resolves with its answer once it is a success. Rejects with an
 * ApiError carrying the server's code (a network failure: INTERNAL, `network`); an abort through
 * `signal` rejects with the abort itself. The one way the web fetches documents.
 */
export async function fetchDocument(
  url: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Response> {
  const authorization = bearerAuthorization();
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('INTERNAL', {}, 'network error', true);
  }
  if (!res.ok) throw answeredError((await res.json().catch(() => null)) as RouteErrorAnswer | null);
  return res;
}

/**
 * Fetches a document (`fetchDocument`) and saves the answer as a file, named as the server's
 * Content-Disposition says (`fallbackName` otherwise). Rejects with an ApiError carrying the server's code.
 */
export async function downloadDocument(
  url: string,
  body: Record<string, unknown>,
  fallbackName: string,
): Promise<void> {
  const res = await fetchDocument(url, body);
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function fileNameOf(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}
