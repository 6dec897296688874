import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../test/smtp';
import { createMailTransport, smtpTransport } from './transport';

const mail = {
  from: 'Admissions <admissions@skltcoa.example>',
  to: 'asha.rao@example.com',
  subject: 'Your enquiry — B.Arch',
  text: 'Thank you for your enquiry.\nWe will call you within two working days.',
  html: '<p>Thank you for your enquiry.</p>',
  messageId: '<outbox-1-1@skltcoa.example>',
};

describe('the folder transport (no SMTP_URL)', () => {
  const dir = join(tmpdir(), `outbox-${process.pid}-${Date.now()}`, 'nested');
  afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('writes each message as a readable .eml file, creating the folder', async () => {
    const transport = createMailTransport({ outboxDir: dir });
    expect(transport).toMatchObject({ kind: 'folder', description: dir });
    await transport.send(mail);
    await transport.send({ ...mail, subject: 'Second' });
    transport.close();

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => /^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/.test(file))).toBe(
      true,
    );
    const raw = readFileSync(join(dir, files[0]!), 'utf8');
    // Readable as it is: plain headers, Unix line ends.
    expect(raw).toMatch(/^To: asha\.rao@example\.com$/m);
    expect(raw).toMatch(/^Message-ID: <outbox-1-1@skltcoa\.example>$/m);
    expect(raw).not.toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toMatch(/^(Your enquiry — B\.Arch|Second)$/);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
  });
});

describe('the SMTP transport', () => {
  it('sends to an smtp:// URL and describes itself without credentials', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const transport = smtpTransport(catcher.url);
      expect(transport.kind).toBe('smtp');
      for (const [url, description] of [
        ['smtps://user:secret@mail.example:465', 'smtps://mail.example:465'],
        ['smtp://user:secret@mail.example', 'smtp://mail.example:587'],
      ] as const) {
        const other = smtpTransport(url);
        expect(other.description).toBe(description);
        other.close();
      }
      await transport.send(mail);
      await transport.send({ ...mail, subject: 'Again, on the same connection' });
      transport.close();
      const [received] = await catcher.waitForMessages(2);
      expect(received).toMatchObject({ to: [mail.to], subject: mail.subject });
    } finally {
      await catcher.close();
    }
  });

  it('refuses to send in the clear: a server without STARTTLS gets nothing unless SMTP_REQUIRE_TLS=false', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const strict = createMailTransport({ smtpUrl: catcher.url, outboxDir: tmpdir() });
      await expect(strict.send(mail)).rejects.toMatchObject({ code: 'ETLS' });
      strict.close();
      expect(catcher.messages()).toHaveLength(0);
      const relaxed = createMailTransport({
        smtpUrl: catcher.url,
        outboxDir: tmpdir(),
        requireTls: false,
      });
      await relaxed.send(mail);
      relaxed.close();
      await catcher.waitForMessages(1);
    } finally {
      await catcher.close();
    }
  });

  it('rejects with a code when the server is down', async () => {
    const catcher = await startSmtpCatcher();
    await catcher.down();
    const transport = smtpTransport(catcher.url);
    await expect(transport.send(mail)).rejects.toMatchObject({
      code: 'ESOCKET',
      originalCode: 'ECONNREFUSED',
    });
    transport.close();
  });
});
