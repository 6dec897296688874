/**
 * Signs a console release for Linux, and makes the key that does
 * (desktop/README.md, "Publishing a release";
 * docs/decisions/037-supervised-api-and-signed-console-updates.md).
 *
 *   npm run update-key -w desktop -- /secure/skltcoa-update-key.pem
 *       makes an Ed25519 key pair: the private key goes to that file (never
 *       into the repository), the public key is printed, for
 *       CONSOLE_UPDATE_PUBLIC_KEY when the console is built.
 *   CONSOLE_UPDATE_SIGNING_KEY=/secure/skltcoa-update-key.pem \
 *     npm run sign-update -w desktop -- release/latest-linux.yml
 *       checks that every file the yml lists is beside it with that SHA-512,
 *       then writes the signature into the yml (releaseSignature).
 *   CONSOLE_UPDATE_PUBLIC_KEY=... npm run sign-update -w desktop -- --verify URL_OR_FILE
 *       checks a yml, on disk or in the feed, as the consoles will.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import {
  publicKeyFrom,
  publicKeyText,
  releaseFiles,
  sha512Of,
  SIGNATURE_FIELD,
  signRelease,
  verifyRelease,
  type ReleaseInfo,
} from '../src/main/update-signature';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function keygen(file: string | undefined) {
  if (!file) fail('Name the file for the private key: npm run update-key -w desktop -- FILE');
  const path = resolve(file);
  if (existsSync(path)) fail(`${path} exists: a new key would lock installed consoles out.`);
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  writeFileSync(path, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  console.log(`Private key written to ${path}. Keep it offline; never commit it.`);
  console.log('Build the console with:');
  console.log(`CONSOLE_UPDATE_PUBLIC_KEY=${publicKeyText(publicKey)}`);
}

async function sign(file: string | undefined) {
  const keyFile = process.env.CONSOLE_UPDATE_SIGNING_KEY;
  if (!keyFile) fail('Set CONSOLE_UPDATE_SIGNING_KEY to the private key file.');
  const path = resolve(file ?? 'release/latest-linux.yml');
  const document = parseDocument(readFileSync(path, 'utf8'));
  document.delete(SIGNATURE_FIELD);
  const info = document.toJS() as ReleaseInfo;
  const files = releaseFiles(info);
  if (files.length === 0) fail(`${path} lists no files.`);
  // What is signed must be what is published: each file beside the yml, with the listed hash.
  for (const listed of files) {
    const beside = join(dirname(path), listed.url);
    if (!existsSync(beside)) fail(`${listed.url} is not beside ${path}.`);
    if ((await sha512Of(beside)) !== listed.sha512) {
      fail(`${listed.url} does not have the SHA-512 that ${path} lists.`);
    }
  }
  const privateKey = createPrivateKey(readFileSync(keyFile));
  document.set(SIGNATURE_FIELD, signRelease(info, privateKey));
  const signed = document.toJS() as ReleaseInfo;
  const builtIn = process.env.CONSOLE_UPDATE_PUBLIC_KEY;
  const checkWith = builtIn ? publicKeyFrom(builtIn) : createPublicKey(privateKey);
  const verdict = verifyRelease(signed, checkWith);
  if (!verdict.ok) fail(`The signature does not verify: ${verdict.reason}.`);
  writeFileSync(path, document.toString());
  console.log(`Signed ${info.version}: ${files.map((listed) => listed.url).join(', ')}.`);
}

async function check(source: string | undefined) {
  const key = process.env.CONSOLE_UPDATE_PUBLIC_KEY;
  if (!key) fail('Set CONSOLE_UPDATE_PUBLIC_KEY to the key the consoles were built with.');
  if (!source) fail('Name the yml: a file, or its https address in the feed.');
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source)).text()
    : readFileSync(source, 'utf8');
  const info = parseDocument(text).toJS() as ReleaseInfo;
  const verdict = verifyRelease(info, publicKeyFrom(key));
  if (!verdict.ok) fail(`Consoles would refuse ${info.version}: ${verdict.reason}.`);
  console.log(`Consoles will accept ${info.version}.`);
}

const [command, argument] = process.argv.slice(2);
if (command === 'keygen') await keygen(argument);
else if (command === 'sign' && argument === '--verify') await check(process.argv[4]);
else if (command === 'sign') await sign(argument);
else fail('usage: sign-update.ts keygen FILE | sign [YML] | sign --verify YML_OR_URL');
