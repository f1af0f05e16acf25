// The specifications' example lists, for tests/unit/content/parser-parity.test.ts.
declare module 'commonmark-spec' {
  const spec: { tests: { markdown: string; html: string; section: string; number: number }[] };
  export default spec;
}
