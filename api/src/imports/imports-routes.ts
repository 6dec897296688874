import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ImportCommitSchema,
  ImportFormSchema,
  ImportMappingInputSchema,
  ImportPageQuerySchema,
} from '@skltcoa/shared/schemas/imports';
import { audit, requestClient } from '../audit/audit';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppDeps } from '../http/deps';
import { clientOf, requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import { readJson, validate } from '../http/validate';
import { startCommit } from './import-commit';
import { requireUsable, resolveMapping, savedMappingOf, toSaved } from './import-mapping';
import { previewImport } from './import-preview';
import {
  getBatch,
  getSavedMapping,
  invalidRowsCsv,
  listBatches,
  NO_SUCH_IMPORT,
  pageRows,
  saveMapping,
  undoImport,
} from './imports-repo';
import { MAX_IMPORT_BYTES } from './limits';
import { openSheet, type OpenedSheet } from './read-sheet';
import { isSheetFileError, SheetFileError } from './sheet-error';

/*
 * Importing leads from a spreadsheet (docs/decisions/051-importing-leads.md):
 * preview, commit in the background, undo, history and saved mappings. Only
 * staff an admin allowed to import, and admins (as for the export, ADR 026).
 */

export const IMPORT_NOT_PERMITTED =
  'You do not have permission to import leads. Please ask an admin to grant it.';

/** The multipart framing and the small fields around a file of the largest size read. */
const UPLOAD_SLACK = 256 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** After requireStaff: staff with the import permission, and admins; others get 403, audited. */
function requireImport(sql: Sql, logError?: (error: unknown) => void) {
  return async (c: Context<StaffEnv>, next: () => Promise<void>) => {
    const staff = c.get('staff');
    const [member] = await sql<{ may: boolean }[]>`
      select role = 'admin' or can_import as may from staff_users where id = ${staff.userId}`;
    if (!member?.may) {
      await audit(sql, {
        actor: staff.email,
        action: 'import_refused',
        detail: { method: c.req.method, client: clientOf(c) },
        client: requestClient(c),
      }).catch((error: unknown) => logError?.(error));
      throw new ApiError(403, IMPORT_NOT_PERMITTED);
    }
    await next();
  };
}

const importId = (c: Context) => {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new ApiError(404, NO_SUCH_IMPORT);
  return id.toLowerCase();
};

/** The name the office's computer gave the file, without a path or control characters. */
const cleanFileName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'upload';

interface Upload {
  sheet: OpenedSheet;
  fileName: string;
  fields: Record<string, string>;
}

const UPLOAD_HELP =
  'Send the file as multipart/form-data, with the fields file, channel, source and consent_statement (and mapping, if you changed it).';

/**
 * Reads a multipart upload as it streams: the file goes to openSheet (a
 * temporary copy, hashed and counted against MAX_IMPORT_BYTES), the other
 * fields are kept as text. Nothing of the file is held in memory.
 */
async function readUpload(c: Context, maxBytes: number): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ApiError(415, UPLOAD_HELP);
  }
  // A declared length is refused from the header; a chunked body is counted as
  // it streams. Not body-limit.ts: for a chunked body it holds the whole body in memory.
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) {
    throw new SheetFileError('too-large');
  }
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? new SheetFileError('too-large') : null, chunk);
    },
  });
  const fields: Record<string, string> = {};
  let opening: Promise<OpenedSheet> | undefined;
  let fileName = '';
  let fileStream: Readable | undefined;
  let tooLong: string | undefined;
  let parser;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      defCharset: 'utf8',
      limits: { files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25, headerPairs: 50 },
    });
  } catch {
    throw new ApiError(400, UPLOAD_HELP);
  }
  parser.on('file', (name, stream, filename) => {
    if (name !== 'file' || opening) {
      stream.resume();
      return;
    }
    fileName = cleanFileName(filename);
    fileStream = stream;
    opening = openSheet(stream, { fileName });
    // A refused file is still read to its end, so that the rest of the form arrives.
    opening.catch(() => stream.resume());
  });
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) tooLong = name;
    fields[name] = value;
  });
  let parseError: unknown;
  try {
    // Node's own request stream where the server gives it (@hono/node-server):
    // it reads only as fast as the file is written, which a web stream built
    // over it need not.
    const incoming = (c.env as { incoming?: Readable } | undefined)?.incoming;
    await pipeline(incoming ?? Readable.fromWeb(c.req.raw.body as never), counted, parser);
  } catch (error) {
    parseError = error;
  }
  // A body cut short ends the file's stream too, so that reading it gives up.
  if (parseError) fileStream?.destroy(parseError as Error);
  const sheet = parseError ? await opening?.catch(() => undefined) : await opening;
  const refuse = async (error: ApiError): Promise<never> => {
    await sheet?.close();
    throw error;
  };
  if (parseError) {
    if (isSheetFileError(parseError)) {
      await sheet?.close();
      throw parseError;
    }
    return refuse(
      new ApiError(400, `The upload was cut short or is not well formed. ${UPLOAD_HELP}`),
    );
  }
  if (tooLong) {
    return refuse(
      new ApiError(400, 'Please correct the import.', {
        fields: { [tooLong.slice(0, 40)]: 'This field is too long.' },
      }),
    );
  }
  if (!sheet) {
    throw new ApiError(400, 'Please correct the import.', {
      fields: { file: 'Choose the .csv or .xlsx file to import.' },
    });
  }
  return { sheet, fileName, fields };
}

const sheetFileRefusal = (error: SheetFileError) =>
  new ApiError(error.code === 'too-large' ? 413 : 422, error.message);

/** `mapping` as the form sent it: JSON, by column or by header. */
function mappingInput(text: string | undefined) {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Please correct the mapping.', {
      fields: {
        mapping:
          'The mapping is not valid JSON: send a list with a field (or null) per column, or an object of header to field.',
      },
    });
  }
  return validate(ImportMappingInputSchema, value, 'Please correct the mapping.');
}

export function importsRoutes({ sql, logError }: AppDeps) {
  const maxBytes = MAX_IMPORT_BYTES + UPLOAD_SLACK;
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .use(requireImport(sql, logError))
    .get('/', async (c) => c.json({ imports: await listBatches(sql) }))
    .post('/', async (c) => {
      const staff = c.get('staff');
      let upload: Upload;
      try {
        upload = await readUpload(c, maxBytes);
      } catch (error) {
        if (isSheetFileError(error)) throw sheetFileRefusal(error);
        throw error;
      }
      const { sheet, fileName, fields } = upload;
      try {
        const { file: _file, mapping: mappingText, ...rest } = fields;
        const form = validate(ImportFormSchema, rest, 'Please correct the import.');
        const input = mappingInput(mappingText);
        const saved = input ? undefined : await getSavedMapping(sql, form.source);
        const mapping = resolveMapping(sheet.headers, input, saved?.mapping);
        try {
          requireUsable(mapping, form.program);
        } catch (error) {
          // The file's headers and the guess come back, so that the columns can be mapped by hand.
          if (!(error instanceof ApiError)) throw error;
          throw new ApiError(400, error.message, {
            ...error.details,
            extra: { headers: sheet.headers, mapping },
          });
        }
        const created = await previewImport(sql, sheet, {
          createdBy: staff.email,
          fileName,
          channel: form.channel,
          source: form.source,
          consentStatement: form.consent_statement,
          program: form.program,
          mapping,
        });
        await audit(sql, {
          actor: staff.email,
          action: 'import_previewed',
          rows: created.rows,
          detail: {
            import: created.id,
            channel: form.channel,
            ready: created.ready,
            invalid: created.invalid,
            duplicates: created.duplicates,
            sha256: sheet.sha256,
          },
          client: requestClient(c),
        });
        return c.json(created, 201);
      } catch (error) {
        if (isSheetFileError(error)) throw sheetFileRefusal(error);
        throw error;
      } finally {
        await sheet.close();
      }
    })
    .get('/:id', async (c) => {
      const batch = await getBatch(sql, importId(c));
      if (!batch) throw new ApiError(404, NO_SUCH_IMPORT);
      const query = validate(ImportPageQuerySchema, c.req.query(), 'Please correct the query.');
      const group =
        query.group ??
        (batch.invalid > 0 ? 'invalid' : batch.duplicates > 0 ? 'duplicates' : 'ready');
      const page = await pageRows(sql, batch, group, query.offset);
      const { program: _program, ...shown } = batch;
      return c.json({ ...shown, group, offset: query.offset, ...page });
    })
    .get('/:id/invalid.csv', async (c) => {
      const batch = await getBatch(sql, importId(c));
      if (!batch) throw new ApiError(404, NO_SUCH_IMPORT);
      const pieces = invalidRowsCsv(sql, batch);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await pieces.return(undefined);
        },
      });
      const name = `invalid-rows-${batch.file_name.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.csv`;
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="invalid-rows.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      });
    })
    .post('/:id/commit', async (c) => {
      const id = importId(c);
      const staff = c.get('staff');
      const { duplicates } = validate(
        ImportCommitSchema,
        await readJson(c),
        'Please choose what to do with the duplicates.',
      );
      await startCommit(sql, id, duplicates, staff.email);
      const batch = (await getBatch(sql, id))!;
      // Next week's file from the same source maps itself.
      await saveMapping(sql, batch.source, toSaved(batch.headers, batch.mapping), staff.email);
      const { headers: _headers, mapping: _mapping, program: _program, ...shown } = batch;
      return c.json(shown, 202);
    })
    .delete('/:id', async (c) => {
      const id = importId(c);
      const staff = c.get('staff');
      const undone = await undoImport(sql, id, staff.email);
      await audit(sql, {
        actor: staff.email,
        action: 'import_undone',
        rows: undone.removed,
        detail: { import: id, removed: undone.removed, kept: undone.kept },
        client: requestClient(c),
      });
      return c.json(undone);
    });
}

/** `GET/PUT /api/import-mappings/:source`: the mapping saved for a source. */
export function importMappingsRoutes({ sql, logError }: AppDeps) {
  const source = (c: Context) => {
    const value = (c.req.param('source') ?? '').trim();
    if (value === '' || value.length > 200) {
      throw new ApiError(400, 'Name the source, in at most 200 characters.');
    }
    return value;
  };
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .use(requireImport(sql, logError))
    .get('/:source', async (c) => {
      const saved = await getSavedMapping(sql, source(c));
      if (!saved) throw new ApiError(404, 'No mapping is saved for this source yet.');
      return c.json(saved);
    })
    .put('/:source', async (c) => {
      const body = validate(
        z.object({ mapping: z.record(z.string().max(500), z.string().nullable()) }).strict(),
        await readJson(c),
        'Send the mapping as {"mapping": {"header": "field or null"}}.',
      );
      return c.json(
        await saveMapping(sql, source(c), savedMappingOf(body.mapping), c.get('staff').email),
      );
    });
}
