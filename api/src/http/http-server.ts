import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface HttpServerOptions {
  port: number;
  hostname: string;
  /** Whole request headers must arrive within this; a slow-headers client is cut off with 408. */
  headersTimeoutMs?: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs?: number;
}

export interface HttpServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Node's HTTP server as the API runs it. Node holds a slow request body for
 * 300 s by default; an enquiry is at most 16 KB, so 30 s is generous even on
 * a 2G link, and a client that dribbles bytes cannot hold a socket for long.
 */
export function startHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname, headersTimeoutMs = 15_000, requestTimeoutMs = 30_000 }: HttpServerOptions,
): Promise<HttpServer> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch,
        port,
        hostname,
        serverOptions: {
          headersTimeout: headersTimeoutMs,
          requestTimeout: requestTimeoutMs,
          // Timeouts are only checked this often (Node's default is 30 s).
          connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
        },
      },
      (info: AddressInfo) =>
        resolve({
          url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        }),
    );
  });
}
