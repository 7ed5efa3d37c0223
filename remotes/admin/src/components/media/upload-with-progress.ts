/** A storage upload refused by the server, with its HTTP status (e.g. 413 too large, 403 not allowed). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Sends a file to the storage API as supabase-js does (multipart, field `cacheControl` and the file), but
 * with XMLHttpRequest, whose upload events report progress (fetch has none for request bodies).
 */
export function uploadWithProgress(options: {
  url: string;
  headers: Record<string, string>;
  file: Blob;
  onProgress: (fraction: number) => void;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.url);
    for (const [name, value] of Object.entries(options.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress(1);
        resolve();
        return;
      }
      let message = request.statusText || `HTTP ${request.status}`;
      try {
        const body = JSON.parse(request.responseText) as { message?: string; error?: string };
        message = body.message || body.error || message;
      } catch {
        // Not JSON: keep the status text.
      }
      reject(new UploadError(message, request.status));
    };
    request.onerror = () => reject(new UploadError('Nahrávání přerušilo spojení se serverem.', 0));
    const body = new FormData();
    body.append('cacheControl', '31536000');
    body.append('', options.file);
    request.send(body);
  });
}
