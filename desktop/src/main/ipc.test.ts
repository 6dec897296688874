import { describe, expect, it } from 'vitest';
import type { ConsoleService } from '../core/console-service';
import { IPC_CHANNELS } from '../shared-types/console-api';
import { handleIpc, isTrustedSender, registerIpcHandlers, type IpcEventLike } from './ipc';

const PAGE = 'file:///opt/console/resources/app.asar/out/renderer/index.html';
const TRUSTED = [PAGE];
const from = (url: string): IpcEventLike => ({ senderFrame: { url } });

/** Records what reaches the service; every action answers ok. */
function recordingService() {
  const calls: [string, unknown[]][] = [];
  const service = new Proxy({} as ConsoleService, {
    get:
      (_target, action: string) =>
      async (...args: unknown[]) => {
        calls.push([action, args]);
        return { ok: true, value: null };
      },
  });
  return { service, calls };
}

const LEAD_ID = '6f1c1a53-5a3e-4f4e-9d3a-0a8f3b7c2d10';

describe('IPC validation', () => {
  it('passes well-formed calls from the console page to the service', async () => {
    const { service, calls } = recordingService();
    await handleIpc(service, 'updateLead', from(PAGE), [LEAD_ID, { status: 'contacted' }], TRUSTED);
    await handleIpc(
      service,
      'listLeads',
      from(`${PAGE}#x`),
      [{ limit: 1000, program: 'Diploma in Architecture' }],
      TRUSTED,
    );
    await handleIpc(
      service,
      'signIn',
      from(PAGE),
      [{ apiBase: 'https://leads.example.edu.in', email: 'a@example.com', password: 'pw' }],
      TRUSTED,
    );
    expect(calls.map(([action]) => action)).toEqual(['updateLead', 'listLeads', 'signIn']);
  });

  it.each([
    ['a web page', 'https://evil.example.com/'],
    ['another local file', 'file:///tmp/evil.html'],
    ['a data URL', 'data:text/html,<script></script>'],
    ['no frame', undefined],
  ])('refuses calls from %s', async (_name, url) => {
    const { service, calls } = recordingService();
    const event: IpcEventLike = url ? from(url) : { senderFrame: null };
    const result = await handleIpc(service, 'listLeads', event, [{}], TRUSTED);
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['updateLead', ['not-a-uuid', { status: 'contacted' }]],
    ['updateLead', [LEAD_ID, { status: 'lost' }]],
    ['updateLead', [LEAD_ID, {}]],
    ['updateLead', [LEAD_ID, { status: 'new', extra: 1 }]],
    ['listLeads', [{ limit: 5000 }]],
    ['listLeads', [{ program: 'Medicine' }]],
    ['listLeads', [{ from: 'yesterday' }]],
    ['saveCsv', [{ fileName: 'a.csv' }]],
    ['saveCsv', [{ fileName: 'a.csv', csv: 'x', path: '/etc/passwd' }]],
    ['signIn', [{ email: 'a@example.com', password: 'pw' }]],
    ['saveGridState', [[{ width: 10 }]]],
    ['getSession', ['extra']],
    ['setApiBase', [42]],
  ] as const)('refuses %s with %j', async (action, args) => {
    const { service, calls } = recordingService();
    const result = await handleIpc(service, action, from(PAGE), [...args], TRUSTED);
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(calls).toEqual([]);
  });

  it('trusts the dev server only by origin', () => {
    expect(isTrustedSender('http://localhost:5173/index.html', ['http://localhost:5173'])).toBe(
      true,
    );
    expect(isTrustedSender('http://localhost:5174/', ['http://localhost:5173'])).toBe(false);
  });

  it('registers one handler per action', async () => {
    const { service, calls } = recordingService();
    const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
    registerIpcHandlers(
      { handle: (channel, listener) => handlers.set(channel, listener) },
      service,
      TRUSTED,
    );
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    await handlers.get(IPC_CHANNELS.signOut)!(from(PAGE));
    await handlers.get(IPC_CHANNELS.signOut)!(from('https://evil.example.com'));
    expect(calls).toEqual([['signOut', []]]);
  });
});
