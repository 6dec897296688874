import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipFast } from './fast-gzip';

const read = (stream: ReadableStream<Uint8Array>) =>
  new Response(stream).arrayBuffer().then(Buffer.from);

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip, deflate', true],
    ['br;q=1, GZIP;q=0.5', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['br, *;q=0', false],
    ['', false],
    [undefined, false],
  ])('reads %j as %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('gzipFast', () => {
  it('gives the bytes back whole through gunzip, piece by piece as they come', async () => {
    const pieces = Array.from({ length: 40 }, (_, i) =>
      Buffer.from(`\r\n"${i}","अनया देशमुख","98198 76500"`.repeat(500 + i)),
    );
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === pieces.length) controller.close();
        else controller.enqueue(pieces[pulled++]!);
      },
    });
    const zipped = await read(gzipFast(body));
    const whole = Buffer.concat(pieces);
    expect(gunzipSync(zipped).equals(whole)).toBe(true);
    expect(zipped.length).toBeLessThan(whole.length / 10);
  });

  it('cancels the body when its reader goes away, and errors when the body does', async () => {
    let cancelled: unknown = null;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024).fill(65)),
      cancel: (reason) => {
        cancelled = reason ?? 'cancelled';
      },
    });
    const reader = gzipFast(endless).getReader();
    await reader.read();
    await reader.cancel('gone');
    await expect.poll(() => cancelled).not.toBeNull();

    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1000));
        controller.error(new Error('the cursor failed'));
      },
    });
    await expect(read(gzipFast(failing))).rejects.toThrow();
  });
});
