import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { publicKeyFrom, sha512Of, SIGNATURE_FIELD, verifyRelease } from './update-signature';

/*
 * The release script (desktop/scripts/sign-update.ts) as IT runs it: a key,
 * a signed latest-linux.yml that the consoles' check accepts, and nothing
 * signed that is not what is published
 * (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 */
const SCRIPT = join(import.meta.dirname, '../../scripts/sign-update.ts');
const dir = mkdtempSync(join(tmpdir(), 'skltcoa-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const APPIMAGE = 'skltcoa-admissions-console-1.1.0-x86_64.AppImage';
const DEB = 'skltcoa-admissions-console-1.1.0-amd64.deb';
const yml = join(dir, 'latest-linux.yml');

async function release() {
  writeFileSync(join(dir, APPIMAGE), 'the AppImage');
  writeFileSync(join(dir, DEB), 'the deb');
  const files = await Promise.all(
    [APPIMAGE, DEB].map(async (url) => ({ url, sha512: await sha512Of(join(dir, url)), size: 9 })),
  );
  writeFileSync(
    yml,
    stringify({ version: '1.1.0', files, path: APPIMAGE, sha512: files[0]!.sha512 }),
  );
}

describe('the release script', () => {
  const keyFile = join(dir, 'update-key.pem');
  let publicKey = '';

  it('makes a key pair, the private key in a file only its owner reads', () => {
    const made = script(['keygen', keyFile]);
    expect(made.status).toBe(0);
    publicKey = /CONSOLE_UPDATE_PUBLIC_KEY=(\S+)/.exec(made.output)![1]!;
    expect(publicKeyFrom(publicKey).asymmetricKeyType).toBe('ed25519');
    expect(readFileSync(keyFile, 'utf8')).toMatch(/BEGIN PRIVATE KEY/);
    expect(statSync(keyFile).mode & 0o077).toBe(0);
    // A second key would lock the installed consoles out.
    expect(script(['keygen', keyFile]).status).toBe(1);
  });

  it('signs latest-linux.yml so that the consoles accept it, and checks a feed as they do', async () => {
    await release();
    const signed = script(['sign', yml], { CONSOLE_UPDATE_SIGNING_KEY: keyFile });
    expect(signed.output).toContain(`Signed 1.1.0: ${APPIMAGE}, ${DEB}.`);
    const info = parse(readFileSync(yml, 'utf8'));
    expect(typeof info[SIGNATURE_FIELD]).toBe('string');
    expect(verifyRelease(info, publicKeyFrom(publicKey))).toEqual({ ok: true });
    expect(script(['sign', '--verify', yml], { CONSOLE_UPDATE_PUBLIC_KEY: publicKey })).toEqual({
      status: 0,
      output: 'Consoles will accept 1.1.0.\n',
    });

    // A hash changed in the feed afterwards is caught by the same check.
    info.files[1].sha512 = info.files[0].sha512;
    writeFileSync(yml, stringify(info));
    const changed = script(['sign', '--verify', yml], { CONSOLE_UPDATE_PUBLIC_KEY: publicKey });
    expect(changed.status).toBe(1);
    expect(changed.output).toMatch(/Consoles would refuse 1\.1\.0: its signature does not match/);
  });

  it('refuses to sign a yml whose files are not the ones beside it', async () => {
    await release();
    writeFileSync(join(dir, DEB), 'a deb rebuilt after the yml');
    const refused = script(['sign', yml], { CONSOLE_UPDATE_SIGNING_KEY: keyFile });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${DEB} does not have the SHA-512 that ${yml} lists.`);
    expect(parse(readFileSync(yml, 'utf8'))).not.toHaveProperty(SIGNATURE_FIELD);
  });

  it('refuses to sign with a key other than the one the consoles were built with', async () => {
    await release();
    const other = join(dir, 'other.pem');
    script(['keygen', other]);
    const refused = script(['sign', yml], {
      CONSOLE_UPDATE_SIGNING_KEY: other,
      CONSOLE_UPDATE_PUBLIC_KEY: publicKey,
    });
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/does not verify: its signature does not match/);
  });
});
