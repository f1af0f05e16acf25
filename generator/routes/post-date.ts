// A blog post's front matter `date`, read as Docusaurus reads it. Docusaurus parses front matter
// with js-yaml, which turns a plain YAML timestamp into a Date (UTC unless it names an offset; the
// month and day may have one digit when a time follows: 2023-2-07T10:00:00); any other string
// must be a date JavaScript can parse, and is then read as UTC (Docusaurus appends a `Z`). Our
// YAML parser leaves every timestamp a string, so both cases arrive here as text.

/** YAML 1.1's timestamp: a date alone (two-digit month and day), or a date and a time. */
const YAML_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const YAML_TIMESTAMP =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?$/;

export type PostDate =
  | { ok: true; date: Date }
  /** `why` completes "Front matter `date` …". */
  | { ok: false; why: string };

export function readPostDate(value: unknown): PostDate | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? { ok: false, why: 'is not a valid date' } : { ok: true, date: value };
  if (typeof value === 'number')
    return { ok: false, why: `is the number ${value}, which Docusaurus reads as milliseconds since 1970` };
  if (typeof value !== 'string') return { ok: false, why: 'must be a date such as 2023-02-07' };
  const text = value.trim();
  const yaml = yamlTimestamp(text);
  if (yaml) return { ok: true, date: yaml };
  // Docusaurus's front matter check (Joi's date) takes what `new Date` takes; the date used is read as UTC.
  if (Number.isNaN(new Date(text).getTime())) return { ok: false, why: `"${text}" is not a date Docusaurus reads` };
  const utc = new Date(`${text}Z`);
  return Number.isNaN(utc.getTime())
    ? { ok: false, why: `"${text}" cannot be read as a UTC date` }
    : { ok: true, date: utc };
}

function yamlTimestamp(text: string): Date | undefined {
  const day = YAML_DATE.exec(text);
  if (day) return checked(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!));
  const t = YAML_TIMESTAMP.exec(text);
  if (!t) return undefined;
  const ms = t[7] ? Math.round(Number(`0.${t[7]}`) * 1000) : 0;
  let at = Date.UTC(+t[1]!, +t[2]! - 1, +t[3]!, +t[4]!, +t[5]!, +t[6]!, ms);
  if (t[9]) at -= (t[9] === '-' ? -1 : 1) * ((+t[10]! * 60 + +(t[11] ?? 0)) * 60_000);
  return checked(at);
}

function checked(ms: number): Date | undefined {
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** The post's day, as Docusaurus shows it (the date in UTC): YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
