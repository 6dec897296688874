import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/client';
import type { LogLine } from '../src/http/middleware/request-logger';
import {
  enquiry,
  postJson,
  signIn,
  startServer,
  startTestApp,
  testConfig,
  type TestServer,
} from './helpers';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
const logLines: LogLine[] = [];

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp(
    { LOG_REQUESTS: 'true', CORS_ORIGINS: 'https://admissions.example.edu.in' },
    {
      writeLog: (line: LogLine) => logLines.push(line),
    },
  ));
});
afterAll(async () => {
  await close();
});

describe('every answer', () => {
  it('carries security headers', async () => {
    for (const path of ['/api/health', '/api/leads', '/api/nothing-here']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/leads`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('allows a configured origin', async () => {
    const response = await preflight('https://admissions.example.edu.in');
    expect(response.headers.get('access-control-allow-origin')).toBe(
      'https://admissions.example.edu.in',
    );
  });

  it('does not allow any other origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request logs', () => {
  it('record method, path, status and time, and no personal data', async () => {
    const token = await signIn(sql, server.url);
    await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ name: 'Meera Kulkarni', email: 'meera.k@example.com' }),
    );
    await fetch(`${server.url}/api/leads?q=meera.k%40example.com`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = JSON.stringify(logLines);
    expect(logLines.findLast((line) => line.path === '/api/leads')).toMatchObject({
      method: 'GET',
      status: 200,
    });
    expect(logLines.find((line) => line.path === '/api/enquiries')).toMatchObject({
      method: 'POST',
      status: 201,
    });
    expect(text).not.toMatch(/Meera|meera|98765|counsellor@|Bearer|q=/);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a plain message and no stack trace', async () => {
    const broken = await startServer(
      {
        begin: () => Promise.reject(new Error('boom')),
        unsafe: () => Promise.reject(new Error('boom')),
      } as unknown as Sql,
      testConfig(),
    );
    try {
      // The staff guard queries the database through the broken client.
      const response = await fetch(`${broken.url}/api/leads`, {
        headers: { authorization: 'Bearer x' },
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: 'Something went wrong on our side. Please try again.',
      });
      expect(text).not.toMatch(/boom|Error|at /);
    } finally {
      await broken.close();
    }
  });
});
