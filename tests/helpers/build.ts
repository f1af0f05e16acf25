// Build a fixture site in memory and return what came out, or the error.
import { build, type BuildResult } from '../../generator/pipeline.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';
import type { Diagnostic } from '../../generator/types.ts';
import { FIXTURES } from './paths.ts';

export interface FixtureOutcome {
  ok: boolean;
  result?: BuildResult;
  writer: MemoryWriter;
  diagnostics: Diagnostic[];
  exitCode: number;
}

export async function buildFixture(rootOrName: string, opts: { checkOnly?: boolean } = {}): Promise<FixtureOutcome> {
  const root = rootOrName.startsWith('/') ? rootOrName : FIXTURES + rootOrName;
  const writer = new MemoryWriter();
  try {
    const result = await build({ root, writer, offline: true, checkOnly: opts.checkOnly });
    return { ok: true, result, writer, diagnostics: result.warnings, exitCode: 0 };
  } catch (error) {
    if (error instanceof ZapsiteError)
      return { ok: false, writer, diagnostics: error.diagnostics, exitCode: error.exitCode };
    throw error;
  }
}
