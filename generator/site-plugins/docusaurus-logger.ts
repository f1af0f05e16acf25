// `@docusaurus/logger` for a site's own plugin code when the site has not installed it (Docusaurus's
// install brought it; zapsite's does not): the same functions and the same output, `[INFO] …`,
// `[WARNING] …`, the `path=`/`url=`/`name=`/`code=`/`number=`/`subdue=` marks of its tagged
// templates. Colours only on a terminal, and never with NO_COLOR, as chalk decides.
type Value = string | number | (string | number)[];

const coloured = !process.env.NO_COLOR && !!process.stdout?.isTTY;
const ansi =
  (open: number, close: number) =>
  (text: unknown): string =>
    coloured ? `\u001b[${open}m${String(text)}\u001b[${close}m` : String(text);

const red = ansi(31, 39);
const green = ansi(32, 39);
const yellow = ansi(33, 39);
const blue = ansi(34, 39);
const cyan = ansi(36, 39);
const gray = ansi(90, 39);
const bold = ansi(1, 22);
const dim = ansi(2, 22);
const underline = ansi(4, 24);

const path = (text: unknown): string => cyan(underline(`"${String(text)}"`));
const url = (text: unknown): string => cyan(underline(text));
const name = (text: unknown): string => blue(bold(text));
const code = (text: unknown): string => cyan(`\`${String(text)}\``);
const subdue = gray;
const num = yellow;

const MARKS: Record<string, (text: unknown) => string> = {
  'path=': path,
  'url=': url,
  'number=': num,
  'name=': name,
  'subdue=': subdue,
  'code=': code,
};

function interpolate(parts: TemplateStringsArray, ...values: Value[]): string {
  let out = '';
  values.forEach((value, i) => {
    const mark = /[a-z]+=$/.exec(parts[i]!)?.[0];
    const format = mark ? MARKS[mark] : String;
    if (!format) throw new Error(`@docusaurus/logger: unknown mark "${mark}" in a logged message.`);
    out += mark ? parts[i]!.slice(0, -mark.length) : parts[i]!;
    out += Array.isArray(value) ? `\n- ${value.map((v) => format(v)).join('\n- ')}` : format(value);
  });
  return out + parts[parts.length - 1]!;
}

function text(message: unknown, values: Value[]): string {
  if (values.length) return interpolate(message as TemplateStringsArray, ...values);
  if (message instanceof Date) return message.toUTCString();
  return String(message) === '[object Object]' ? JSON.stringify(message) : String(message);
}

function info(message: unknown, ...values: Value[]): void {
  console.info(`${cyan(bold('[INFO]'))} ${text(message, values)}`);
}
function warn(message: unknown, ...values: Value[]): void {
  console.warn(yellow(`${bold('[WARNING]')} ${text(message, values)}`));
}
function error(message: unknown, ...values: Value[]): void {
  console.error(red(`${bold('[ERROR]')} ${text(message, values)}`));
}
function success(message: unknown, ...values: Value[]): void {
  console.log(`${green(bold('[SUCCESS]'))} ${text(message, values)}`);
}
function newLine(): void {
  console.log();
}

/** A site option's `ignore | log | warn | throw` as the function that reports at that level. */
function report(severity: string): (message: unknown, ...values: Value[]) => void {
  const by: Record<string, (message: unknown, ...values: Value[]) => void> = {
    ignore: () => {},
    log: info,
    warn,
    throw: (message, ...values) => {
      throw new Error(text(message, values));
    },
  };
  if (!Object.hasOwn(by, severity)) throw new Error(`Unexpected "reportingSeverity" value: ${severity}.`);
  return by[severity]!;
}

const logger = {
  red,
  yellow,
  green,
  cyan,
  bold,
  dim,
  path,
  url,
  name,
  code,
  subdue,
  num,
  interpolate,
  info,
  warn,
  error,
  success,
  report,
  newLine,
};

/** Docusaurus's timing logger, silent unless its own debug variable is set: zapsite times its stages itself. */
const PerfLogger = {
  start(_label: string): void {},
  end(_label: string): void {},
  log(_message: string): void {},
  async: async <T>(_label: string, run: () => T | Promise<T>): Promise<T> => run(),
};

export default logger;
export { logger, PerfLogger };
// `require('@docusaurus/logger').info(…)` works as well as the default import, as with Docusaurus's.
export { red, yellow, green, cyan, bold, dim, path, url, name, code, subdue, num, interpolate };
export { info, warn, error, success, report, newLine };
