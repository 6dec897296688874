import { z } from 'zod';

/**
 * A value that clients read and show where a newer server may send one this
 * build does not know
 * (docs/decisions/015-spreadsheet-columns-and-newer-servers.md): any text, typed with the known values as
 * a hint, so that it shows as its own text and breaks nothing. What the API
 * takes stays strict (ProgramSchema, LeadStatusSchema and the others).
 */
export type KnownOr<T extends string> = T | (string & {});
export const readText = <T extends string>(what: string) =>
  z.custom<KnownOr<T>>((value) => typeof value === 'string', `${what} must be text.`);
