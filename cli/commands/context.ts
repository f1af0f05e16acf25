// What a command needs from the CLI around it: where to print, how to set the exit code, and the
// shared handling of errors (diagnostics with code frames, exit 1 or 2).
import { InvalidArgumentError } from 'commander';
import type { Output } from '../reporter.ts';

export interface CommandContext {
  o: Output;
  setCode(code: number): void;
  /** Print an error the way every command does and return its exit code. */
  fail(error: unknown): number;
  /** Resolves when the command should stop (until-stopped.ts by default); long-running commands wait on it. */
  stopSignal?: () => Promise<string>;
}

export function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535)
    throw new InvalidArgumentError('Use a whole number from 0 to 65535 (0 picks any free port).');
  return n;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
