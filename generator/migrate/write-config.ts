// Print a config object as the zapsite.config.ts a person would write: single quotes, bare keys,
// short objects and arrays on one line, longer ones one entry per line.
const WIDTH = 100;

export function configSource(config: Record<string, unknown>, header: string[]): string {
  const lines = header.map((l) => `// ${l}`);
  return `${lines.join('\n')}\nimport { defineConfig } from 'zapsite/config';\n\nexport default defineConfig(${printValue(config, 0)});\n`;
}

function printValue(value: unknown, indent: number): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map((v) => printValue(v, indent + 2));
    return wrap(parts, indent, 'array');
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${key(k)}: ${printValue(v, indent + 2)}`);
    return wrap(parts, indent, 'object');
  }
  throw new Error(`A ${typeof value} cannot be written into the config.`);
}

/** An array's or object's parts on one line when they fit, else one a line. */
function wrap(parts: string[], indent: number, kind: 'array' | 'object'): string {
  const [open, close, spaced] = kind === 'array' ? ['[', ']', false] : ['{', '}', true];
  if (parts.length === 0) return `${open}${close}`;
  const pad = spaced ? ' ' : '';
  const flat = `${open}${pad}${parts.join(', ')}${pad}${close}`;
  if (!flat.includes('\n') && flat.length + indent <= WIDTH) return flat;
  const inner = ' '.repeat(indent + 2);
  return `${open}\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${' '.repeat(indent)}${close}`;
}

function key(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k);
}

function quote(s: string): string {
  return `'${s
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}
