import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';

const dir = mkdtempSync(join(tmpdir(), 'console-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('settings store', () => {
  it('remembers the API address and column layout between runs', async () => {
    const path = join(dir, 'settings.json');
    const first = createSettingsStore({ path, defaultApiBase: 'http://localhost:3000' });
    expect(await first.getApiBase()).toBe('http://localhost:3000');
    expect(await first.loadGridState()).toBeNull();
    await first.setApiBase('https://leads.example.edu.in');
    await first.saveGridState([{ colId: 'name', width: 320, sort: null }]);
    const second = createSettingsStore({ path });
    expect(await second.getApiBase()).toBe('https://leads.example.edu.in');
    expect(await second.loadGridState()).toEqual([{ colId: 'name', width: 320, sort: null }]);
  });

  it('starts afresh from a damaged file and refuses a layout without column ids', async () => {
    const path = join(dir, 'damaged.json');
    writeFileSync(path, '{ not json');
    const store = createSettingsStore({ path });
    expect(await store.getApiBase()).toBe('');
    await expect(store.saveGridState([{ width: 3 }])).rejects.toThrow();
  });
});
