/**
 * A row of an imported file, as every reader yields it
 * (docs/decisions/046-reading-spreadsheets.md).
 */
export interface SheetRow {
  /** The row's number as the office sees it in Excel: the first row of the file is 1, blank rows count. */
  rowNumber: number;
  /**
   * Column i's text, trimmed; '' for an empty cell. A row may be shorter or
   * longer than the header. Numbers are plain digits (`9820012345`), dates
   * ISO 8601 (`2026-06-01`, `2026-06-01T10:30:00`).
   */
  cells: string[];
}
