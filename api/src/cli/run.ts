/** Runs a command's main and exits with its code; a failure is one line for the operator, not a stack. */
export function runCommand(
  main: (argv: string[]) => Promise<number>,
  describe: (error: Error) => string,
): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(describe(error));
      process.exit(1);
    },
  );
}
