/**
 * Reads a chosen file as base64 for the import calls, reporting progress (0–100) as it goes.
 * Base64 because the import travels in a GraphQL variable (docs/decisions/007-product-import.md).
 */
export function readFileAsBase64(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.onload = () => {
      onProgress(100);
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1)); // "data:…;base64,XXXX" → "XXXX"
    };
    reader.readAsDataURL(file);
  });
}
