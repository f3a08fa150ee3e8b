import { ApiError, TOKEN_KEY } from './client';

/**
 * POSTs `body` as JSON with the session's bearer token to a document route of the server
 * (`/api/…pdf`) and saves the answer as a file, named as the server's Content-Disposition says
 * (`fallbackName` otherwise). Rejects with an ApiError carrying the server's code.
 */
export async function downloadDocument(
  url: string,
  body: Record<string, unknown>,
  fallbackName: string,
): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('INTERNAL', {}, 'network error', true);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as {
      errors?: { extensions?: Record<string, unknown> }[];
    } | null;
    const extensions = answer?.errors?.[0]?.extensions ?? {};
    throw new ApiError(typeof extensions.code === 'string' ? extensions.code : 'INTERNAL', extensions);
  }
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
