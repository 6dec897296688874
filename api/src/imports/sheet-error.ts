/**
 * The one error an imported file is refused with
 * (docs/decisions/046-reading-spreadsheets.md):
 *
 *   class SheetFileError extends Error { code: SheetFileErrorCode; message: string }
 *   isSheetFileError(error: unknown): error is SheetFileError
 *
 * `code` is for the program (a route answers 413 for `too-large`, 422 for the
 * rest); `message` is for the office: what is wrong and what to do, with
 * no part of the file's contents, so it can be logged and shown as it is.
 */
import { MAX_IMPORT_BYTES } from './limits';

export type SheetFileErrorCode =
  | 'empty'
  | 'too-large'
  | 'not-a-spreadsheet'
  | 'macro'
  | 'old-excel'
  | 'encrypted'
  | 'unreadable'
  | 'no-header';

const MEGABYTES = Math.round(MAX_IMPORT_BYTES / 2 ** 20);

const MESSAGES: Readonly<Record<SheetFileErrorCode, string>> = {
  empty: 'The file is empty. Choose the spreadsheet again, or save it again and retry.',
  'too-large': `The file is larger than ${MEGABYTES} MB. Split it into smaller files and import each of them.`,
  'not-a-spreadsheet':
    'This file is not a spreadsheet. Choose a .csv file or an Excel workbook (.xlsx).',
  macro:
    'This workbook contains macros, which we do not open. In Excel, use Save As and choose "Excel Workbook (.xlsx)" or "CSV UTF-8", then import that file.',
  'old-excel':
    'This is an old Excel file (.xls). In Excel, use Save As and choose "Excel Workbook (.xlsx)" or "CSV UTF-8", then import that file.',
  encrypted:
    'This workbook is protected with a password. Open it in Excel, remove the password (File, Info, Protect Workbook) and save it again, then import it.',
  unreadable:
    'This workbook is damaged or was not saved completely. Open it in Excel, save it again as .xlsx or CSV UTF-8, then import that file.',
  'no-header':
    'No rows were found in the file. Check that it is the right file and that its first sheet holds the list.',
};

export class SheetFileError extends Error {
  override readonly name = 'SheetFileError';
  constructor(
    readonly code: SheetFileErrorCode,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options);
  }
}

export const isSheetFileError = (error: unknown): error is SheetFileError =>
  error instanceof SheetFileError;
