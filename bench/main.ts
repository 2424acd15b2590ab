/** How a bench script ends: with its `main`'s exit code (0 when it returns none), or 1 and the error. */
export function runMain(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
