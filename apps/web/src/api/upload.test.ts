import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from './client';
import { MAX_UPLOAD_BYTES, uploadMedia } from './upload';

/** A scripted XMLHttpRequest: records the request, the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'brot.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem(TOKEN_KEY, 'jwt-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadMedia', () => {
  it('posts the file as multipart with the bearer token and reports progress', async () => {
    const progress = vi.fn();
    const pending = uploadMedia(file(), progress);
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/media', headers: { Authorization: 'Bearer jwt-1' } });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    const media = {
      id: '5',
      url: '/media/a-medium.webp',
      formats: { thumbnail: '/media/a-thumbnail.webp', small: '/media/a-small.webp', medium: '/media/a-medium.webp' },
    };
    xhr.answer(201, media);
    await expect(pending).resolves.toEqual(media);
    expect(progress.mock.calls).toEqual([[0.25], [1]]);
  });

  it("rejects with the server's error code", async () => {
    const pending = uploadMedia(file());
    FakeXhr.last!.answer(415, {
      errors: [{ message: 'MEDIA_NOT_AN_IMAGE', extensions: { code: 'MEDIA_NOT_AN_IMAGE' } }],
    });
    await expect(pending).rejects.toMatchObject({ code: 'MEDIA_NOT_AN_IMAGE' });
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await expect(uploadMedia(big)).rejects.toMatchObject({
      code: 'MEDIA_TOO_LARGE',
      extensions: { maxBytes: MAX_UPLOAD_BYTES },
    });
    expect(FakeXhr.last).toBeNull();
  });
});
