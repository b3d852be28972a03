export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; code: string; message: string };

const refuse = (status: 400 | 413 | 415, code: string, message: string): JsonBody => ({
  ok: false,
  status,
  code,
  message,
});

/**
 * A JSON request body of at most `maxBytes`: the media type must be application/json, a larger
 * Content-Length is refused before reading, and reading stops as soon as the body passes the cap.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected application/json');
  const tooLarge = () => refuse(413, 'PAYLOAD_TOO_LARGE', `The body is over ${maxBytes} bytes`);
  const text = await readCappedText(request, maxBytes);
  if (text === null) return tooLarge();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refuse(400, 'BAD_REQUEST', 'The body is not valid JSON');
  }
}

/**
 * The body as text, or null when it is over `maxBytes`: a larger Content-Length is refused before
 * reading, and a body without one is read only until it passes the cap (never whole into memory).
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
