/**
 * The largest spreadsheet the console sends to be imported: the API's
 * `MAX_IMPORT_BYTES` (api/src/imports/limits.ts, 50 MiB; ADR 046), repeated
 * here because the preload and the renderer may not load the API's code.
 * `main/imports-limit.test.ts` holds the two together. The renderer says so
 * before sending, and main refuses larger bytes over IPC.
 */
export const MAX_IMPORT_FILE_BYTES = 50 * 2 ** 20;
