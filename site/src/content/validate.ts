import type { z } from 'zod';

/*
 * The TypeScript content modules (`home.ts`, `programs.ts`…) are checked by convention, not by a
 * list: a module's schema module beside it (`home.schema.ts`) exports `CHECKS`, which names the
 * module's exports and the schema each must satisfy (docs/editing-content.md). They are parsed
 * when the site is prerendered (src/main.tsx) and by the tests, so bad content fails the build;
 * only the prerender's entry imports this module, so the browser bundle never carries the
 * schemas (ADR 006).
 */

/**
 * The type of a schema module's `CHECKS`, given its content module's namespace
 * (`import type * as home from './home'`): a name that is not one of the module's exports fails
 * to compile. Write `export const CHECKS = { HOME: HomeSchema } satisfies ContentChecks<typeof home>`.
 */
export type ContentChecks<Module> = { readonly [Name in keyof Module]?: z.ZodType };

/** One check: its name in a problem (`home.HOME`), the schema, and the data. */
export type ContentCheck = [name: string, schema: z.ZodType, data: unknown];

type SchemaModule = { CHECKS?: Readonly<Record<string, z.ZodType>> };

/**
 * The checks the schema modules declare, each module's by its path (`./home.schema.ts`), against
 * the content modules beside them (`./home.ts`). A check is named by its module and export, as
 * it would be written in code: `home.HOME`.
 */
export function contentChecks(
  schemaModules: Readonly<Record<string, SchemaModule>>,
  contentModules: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): ContentCheck[] {
  return Object.keys(schemaModules)
    .sort()
    .flatMap((path) => {
      const checks = schemaModules[path]!.CHECKS;
      if (!checks) return [];
      const modulePath = path.replace(/\.schema\.ts$/, '.ts');
      const module = contentModules[modulePath];
      if (!module)
        throw new Error(`${path} exports CHECKS, but there is no ${modulePath} for them to check`);
      const name = modulePath.split('/').at(-1)!.replace(/\.ts$/, '');
      return Object.entries(checks).map(([exported, schema]): ContentCheck => [
        `${name}.${exported}`,
        schema,
        module[exported],
      ]);
    });
}

/** Every content module's checks, found by the convention above. */
export const CONTENT_CHECKS: ContentCheck[] = contentChecks(
  import.meta.glob<SchemaModule>('./*.schema.ts', { eager: true }),
  import.meta.glob<Record<string, unknown>>(
    ['./*.ts', '!./*.schema.ts', '!./*.test.ts', '!./*.d.ts', '!./validate.ts'],
    { eager: true },
  ),
);

/** Throws one error listing every content problem, each with its module and field path. */
export function validateContent(checks = CONTENT_CHECKS): void {
  const problems = checks.flatMap(([name, schema, data]) => {
    const result = schema.safeParse(data);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${name}.${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length > 0)
    throw new Error(`Content does not match its schema:\n${problems.join('\n')}`);
}
