/**
 * How large an imported file may be (docs/decisions/046-reading-spreadsheets.md).
 *
 *   MAX_IMPORT_BYTES: the largest file openSheet reads: 50 MiB, five times
 *     the 10 MB files offices bring, and a 200,000-row CSV with a long
 *     remarks column (about 120 bytes a row, 23 MiB) with room to spare.
 *     Reading holds no more memory for a larger file; the limit bounds the
 *     upload, the disk copy and the time a preview takes.
 *   MAX_XLSX_PART_BYTES: the largest part of a workbook, unpacked, that is
 *     read: a sheet or its shared texts. A workbook unpacks to about ten
 *     times its size; a zip bomb stops here.
 *   HEADER_SEARCH_ROWS: how many rows from the top may hold the header,
 *     below a title and merged cells.
 */
export const MAX_IMPORT_BYTES = 50 * 2 ** 20;
export const MAX_XLSX_PART_BYTES = 512 * 2 ** 20;
export const HEADER_SEARCH_ROWS = 10;
