import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Sql } from '../db/client';
import { deleteMailFor, enqueueMail, OUTBOX_CHANNEL, pruneSentMail } from './outbox';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(() => db.drop());
beforeEach(async () => {
  await sql`delete from mail_outbox`;
});

const message = (overrides: Partial<Parameters<typeof enqueueMail>[1]> = {}) => ({
  kind: 'acknowledgement',
  to: 'asha.rao@example.com',
  subject: 'Your enquiry',
  text: 'Thank you.',
  ...overrides,
});

describe('enqueueMail', () => {
  it('writes the row in the caller’s transaction and notifies on commit only', async () => {
    const notified: string[] = [];
    const { unlisten } = await sql.listen(OUTBOX_CHANNEL, (payload) => notified.push(payload));
    const leadId = randomUUID();
    let id = '';
    await sql.begin(async (tx) => {
      id = await enqueueMail(tx, message({ leadId, html: '<p>Thank you.</p>' }));
      // Not yet visible outside, and not yet announced.
      expect(await sql`select 1 from mail_outbox where id = ${id}`).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(notified).toHaveLength(0);
    });
    await expect.poll(() => notified.length).toBe(1);
    const [row] = await sql`select * from mail_outbox where id = ${id}`;
    expect(row).toMatchObject({
      kind: 'acknowledgement',
      lead_id: leadId,
      to_address: 'asha.rao@example.com',
      subject: 'Your enquiry',
      text_body: 'Thank you.',
      html_body: '<p>Thank you.</p>',
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
    await unlisten();
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    await expect(
      sql.begin(async (tx) => {
        await enqueueMail(tx, message());
        throw new Error('the lead failed');
      }),
    ).rejects.toThrow('the lead failed');
    expect(await sql`select 1 from mail_outbox`).toHaveLength(0);
  });

  it('refuses a message that could not be sent as written', async () => {
    await expect(enqueueMail(sql, message({ to: 'a@example.com, b@example.com' }))).rejects.toThrow(
      TypeError,
    );
    await expect(enqueueMail(sql, message({ to: 'Asha <a@example.com>' }))).rejects.toThrow(
      TypeError,
    );
    await expect(
      enqueueMail(sql, message({ subject: 'Hi\r\nBcc: x@example.com' })),
    ).rejects.toThrow(TypeError);
    await expect(enqueueMail(sql, message({ kind: 'Ack!' }))).rejects.toThrow(TypeError);
    expect(await sql`select 1 from mail_outbox`).toHaveLength(0);
  });

  it('keeps personal data out of last_error whoever writes it', async () => {
    const id = await enqueueMail(sql, message());
    await expect(
      sql`update mail_outbox set last_error = 'EENVELOPE: 550 <asha.rao@example.com>' where id = ${id}`,
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('deleteMailFor', () => {
  it('deletes every row of the given leads, sent or not, and no other', async () => {
    const [erased, kept] = [randomUUID(), randomUUID()];
    await enqueueMail(sql, message({ leadId: erased }));
    const sentId = await enqueueMail(sql, message({ leadId: erased, kind: 'guardian_consent' }));
    await sql`update mail_outbox set sent_at = now() where id = ${sentId}`;
    await enqueueMail(sql, message({ leadId: kept }));
    await enqueueMail(sql, message({ leadId: null }));

    expect(await sql.begin((tx) => deleteMailFor(tx, [erased]))).toBe(2);
    expect(await deleteMailFor(sql, [])).toBe(0);
    const rest = await sql<{ lead_id: string | null }[]>`select lead_id from mail_outbox`;
    expect(rest.map((row) => row.lead_id).sort()).toEqual([kept, null].sort());
  });
});

describe('pruneSentMail', () => {
  it('deletes sent rows older than the limit, never unsent ones', async () => {
    const old = await enqueueMail(sql, message({ subject: 'old' }));
    const recent = await enqueueMail(sql, message({ subject: 'recent' }));
    const unsent = await enqueueMail(sql, message({ subject: 'unsent' }));
    await sql`update mail_outbox set sent_at = now() - interval '31 days' where id = ${old}`;
    await sql`update mail_outbox set sent_at = now() - interval '29 days' where id = ${recent}`;
    await sql`update mail_outbox set created_at = now() - interval '90 days' where id = ${unsent}`;

    expect(await pruneSentMail(sql)).toBe(1);
    const left = await sql<
      { id: string }[]
    >`select id::text as id from mail_outbox order by mail_outbox.id`;
    expect(left.map((row) => row.id)).toEqual([recent, unsent]);
    expect(await pruneSentMail(sql, 28)).toBe(1);
    expect(await pruneSentMail(sql, 0)).toBe(0);
  });
});
