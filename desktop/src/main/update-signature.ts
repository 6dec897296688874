import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';

/*
 * The college's signature on a console release for Linux
 * (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 * electron-updater checks a downloaded file against the SHA-512 that
 * latest-linux.yml lists, but whoever can change the feed's files can change
 * that list too. So at release an Ed25519 key the college keeps offline
 * signs the version and every file's SHA-512, into the yml itself
 * (desktop/scripts/sign-update.ts); the console holds the public key from
 * its build and refuses a release whose signature it cannot check.
 * Windows installers carry Authenticode signatures instead (updater.ts).
 */

/**
 * The yml field that holds the signature. Not `signature`: electron-updater 7
 * gives that name a meaning of its own (its "signed update manifests").
 */
export const SIGNATURE_FIELD = 'releaseSignature';

/** A file as latest-linux.yml lists it. */
export interface ReleaseFile {
  url: string;
  sha512: string;
}

/** What electron-updater reads from latest-linux.yml (UpdateInfo), as far as the signature covers it. */
export interface ReleaseInfo {
  version: string;
  files?: ReleaseFile[];
  /** Older feeds: one file, named by path and sha512 at the top level. */
  path?: string;
  sha512?: string;
  [SIGNATURE_FIELD]?: unknown;
}

/** The files a release lists, as electron-updater resolves them (Provider.getFileList). */
export function releaseFiles(info: ReleaseInfo): ReleaseFile[] {
  if (info.files && info.files.length > 0) return info.files;
  if (info.path && info.sha512) return [{ url: info.path, sha512: info.sha512 }];
  return [];
}

/**
 * The bytes that are signed: the version and each file's name and SHA-512,
 * one a line, files in name order, under a line that names the scheme so
 * that a later one cannot be mistaken for it.
 */
export function signedText(info: ReleaseInfo): string {
  const files = releaseFiles(info)
    .map((file) => `${file.url} sha512=${file.sha512}`)
    .sort();
  return ['skltcoa-console-release/1', `version=${info.version}`, ...files, ''].join('\n');
}

/** A public key as the build is given it: base64 of its DER (SPKI), one line, or PEM. */
export function publicKeyFrom(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new Error(
      'The update key is not a public key: give the line that `npm run update-key -w desktop` printed.',
    );
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`The update key must be an Ed25519 key, not ${key.asymmetricKeyType}.`);
  }
  return key;
}

/** The one-line form of a public key, for CONSOLE_UPDATE_PUBLIC_KEY. */
export const publicKeyText = (key: KeyObject) =>
  key.export({ format: 'der', type: 'spki' }).toString('base64');

/** Signs a release (the release script); base64. */
export function signRelease(info: ReleaseInfo, privateKey: KeyObject): string {
  if (releaseFiles(info).length === 0) throw new Error('The release lists no files to sign.');
  return sign(null, Buffer.from(signedText(info)), privateKey).toString('base64');
}

export type Verdict =
  | { ok: true }
  /** No signature, or no key in this build to check one with. */
  | { ok: false; missing: true; reason: string }
  /** A signature that does not match: the feed's files were changed, or signed with another key. */
  | { ok: false; missing: false; reason: string };

/** Checks a release's signature with the build's public key (null: the build has none). */
export function verifyRelease(info: ReleaseInfo, publicKey: KeyObject | null): Verdict {
  const signature = info[SIGNATURE_FIELD];
  if (!publicKey) {
    return { ok: false, missing: true, reason: 'this build holds no key to check updates with' };
  }
  if (typeof signature !== 'string' || signature.trim() === '') {
    return { ok: false, missing: true, reason: `its feed carries no ${SIGNATURE_FIELD}` };
  }
  if (releaseFiles(info).length === 0) {
    return { ok: false, missing: false, reason: 'it lists no files' };
  }
  const good = verify(
    null,
    Buffer.from(signedText(info)),
    publicKey,
    Buffer.from(signature.trim(), 'base64'),
  );
  return good
    ? { ok: true }
    : {
        ok: false,
        missing: false,
        reason: 'its signature does not match the college’s key (files changed, or another key)',
      };
}

/** SHA-512 of a file, base64, as latest-linux.yml writes it. */
export function sha512Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha512');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('base64')));
  });
}
