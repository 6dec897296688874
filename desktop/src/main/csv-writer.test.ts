import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvFileName, leadsToCsv, nationalPhone, parseCsv, type Lead } from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '../../test/real-api';
import { createApiClient } from '../core/api-client';
import { createCsvWriter } from './csv-writer';

const dir = mkdtempSync(join(tmpdir(), 'console-csv-'));
let api: RealApi;
let leads: Lead[];
let exportFrom: () => Promise<ReadableStream<Uint8Array>>;

beforeAll(async () => {
  api = await startRealApi();
  await api.addEnquiries(1, { name: 'Rao, "Asha" Kumari', email: 'asha@example.com' });
  await api.addEnquiries(1, { name: '=HYPERLINK("http://evil")', email: 'evil@example.com' });
  await api.addEnquiries(1, { name: 'Ravi Shankar', email: 'ASHA@example.com' });
  const client = createApiClient({ baseUrl: api.url });
  const { token } = await client.login(api.staff.email, api.staff.password);
  const [first] = (await client.listLeads(token, { q: 'Ravi' })).leads;
  await client.updateLead(token, first!.id, {
    version: 1,
    next_follow_up_at: '2025-06-02T11:00:00+05:30',
  });
  // The newest entry of the timeline is the one the spreadsheet shows.
  await client.addActivity(token, first!.id, {
    kind: 'note',
    body: 'Called; wants "hostel",\nrings back Monday',
  });
  leads = (await client.listLeads(token, { limit: 1000 })).leads;
  exportFrom = () => client.exportLeads(token, {});
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('csv writer', () => {
  it('writes the CSV the API streams to the chosen path, and it parses back to the same rows', async () => {
    const asked: string[] = [];
    const write = createCsvWriter({
      defaultFolder: dir,
      askSavePath: async (defaultPath) => {
        asked.push(defaultPath);
        return defaultPath;
      },
    });
    const rows = leads;
    const outcome = await write(csvFileName(new Date(2025, 5, 1)), exportFrom);
    expect(asked).toEqual([join(dir, 'admission_leads_2025-06-01.csv')]);
    expect(outcome).toEqual({ saved: true, path: asked[0] });

    const text = readFileSync(asked[0]!, 'utf8');
    // Byte for byte the one export definition's file for the same leads.
    expect(text).toBe(leadsToCsv(rows));
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Lead ID","Received (IST)","Name","Phone","Email","Programme","Form type","Status",' +
        '"Assignee","Next follow-up (IST)","Last activity","Source","UTM campaign","Family size","Channel",' +
        '"First called (IST)","First called by"',
    );
    const records = parseCsv(text);
    expect(records.map((record) => record.Name)).toEqual(
      rows.map((row) => (row.name === '=HYPERLINK("http://evil")' ? `'${row.name}` : row.name)),
    );
    expect(records.find((r) => r.Email === 'asha@example.com')!.Name).toBe('Rao, "Asha" Kumari');
    expect(records.find((r) => r.Email === 'evil@example.com')!.Name).toBe(
      `'=HYPERLINK("http://evil")`,
    );
    const ravi = records.find((r) => r.Name === 'Ravi Shankar')!;
    expect(ravi['Last activity']).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST: Called; wants "hostel",\nrings back Monday$/,
    );
    expect(ravi['Next follow-up (IST)']).toBe('2025-06-02 11:00');
    const asha = records.find((r) => r.Email === 'asha@example.com')!;
    expect(asha['Last activity']).toBe('');
    // Same email as Asha's in another case: one family of two, counted by the server.
    expect(ravi['Family size']).toBe('2');
    // The national number: no apostrophe for diallers to trip over (ADR 011).
    expect(ravi.Phone).toBe(nationalPhone(leads.find((l) => l.name === 'Ravi Shankar')!.phone));
    expect(ravi.Phone).toMatch(/^\d{5} \d{5}$/);
    expect(ravi['Received (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('writes nothing when the dialog is cancelled, and keeps the name inside the folder', async () => {
    const asked: string[] = [];
    const write = createCsvWriter({
      defaultFolder: dir,
      askSavePath: async (defaultPath) => {
        asked.push(defaultPath);
        return undefined;
      },
    });
    let opened = 0;
    const open = () => {
      opened += 1;
      return exportFrom();
    };
    expect(await write('../../etc/evil.csv', open)).toEqual({ saved: false });
    expect(await write('run.exe', open)).toEqual({ saved: false });
    expect(asked[0]).toBe(join(dir, 'evil.csv'));
    expect(asked[1]).toBe(join(dir, csvFileName()));
    // Cancelled: nothing was asked of the API.
    expect(opened).toBe(0);
  });

  it('leaves an earlier file whole when a download breaks halfway, and no part file', async () => {
    const folder = mkdtempSync(join(dir, 'broken-'));
    const path = join(folder, 'leads.csv');
    writeFileSync(path, 'the earlier export');
    const write = createCsvWriter({ defaultFolder: folder, askSavePath: async () => path });
    const broken = async () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('\uFEFF"Lead ID"\r\n'));
          controller.error(new Error('The connection dropped.'));
        },
      });
    await expect(write('leads.csv', broken)).rejects.toThrow('The connection dropped.');
    expect(readFileSync(path, 'utf8')).toBe('the earlier export');
    expect(readdirSync(folder)).toEqual(['leads.csv']);
    expect(existsSync(`${path}.part`)).toBe(false);
  });
});
