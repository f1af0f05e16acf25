// For a bench file run on its own (`node bench/mdx.ts --runs 3`): its numeric options, and a
// line printer to pass as its log.

/** The number given after `name` on the command line, if it is there. */
export function numberArg(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
}

export const printLine = (s: string) => void process.stdout.write(s + '\n');
