import { Duplex } from 'node:stream';
import { createGzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/**
 * Whether a request's Accept-Encoding takes gzip: named, or by `*`, with a
 * q above 0, as hono/compress reads it.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named ? named.q : accepts.find((accept) => accept.type === '*')?.q;
  return (q ?? 0) > 0;
}

/**
 * A streamed body gzipped at level 1, the fastest, where hono/compress's
 * CompressionStream has zlib's default of 6 and no way to ask for another
 * (docs/decisions/033-export-compressed-fast.md). Cancelling the result
 * cancels `body`, and an error of `body` errors the result.
 */
export function gzipFast(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gzip = Duplex.toWeb(createGzip({ level: 1 })) as ReadableWritablePair<
    Uint8Array,
    Uint8Array
  >;
  return body.pipeThrough(gzip);
}
