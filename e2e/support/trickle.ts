import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL } from './constants';

/** Where to cut a page's HTML: byte offsets, given the page. */
export type Cuts = (html: Buffer) => number[];

/** Every `bytes` bytes, as a link of that many bytes per pause delivers it. */
export const every =
  (bytes: number): Cuts =>
  (html) =>
    Array.from({ length: Math.ceil(html.length / bytes) - 1 }, (_, i) => (i + 1) * bytes);

/**
 * A loopback proxy in front of the test server that sends each HTML page in
 * pieces with a pause between them, as a phone on a slow link receives it.
 * Chromium paints what it has parsed in each pause, so a layout that depends
 * on markup still to come moves on screen when that markup arrives. Everything
 * else (scripts, styles, photos, the API) passes through whole.
 */
export async function startTrickle({
  cuts = every(4096),
  pauseMs = 120,
}: { cuts?: Cuts; pauseMs?: number } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    try {
      const upstream = await fetch(`${BASE_URL}${req.url}`, {
        headers: { accept: req.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'cache-control', 'location']) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      res.writeHead(upstream.status, headers);
      if (!type.startsWith('text/html')) {
        res.end(body);
        return;
      }
      let at = 0;
      for (const cut of [...new Set(cuts(body))].sort((a, b) => a - b)) {
        if (cut <= at || cut >= body.length) continue;
        res.write(body.subarray(at, cut));
        at = cut;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.end(body.subarray(at));
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
