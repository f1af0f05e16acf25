// Where a site component hands a live package component something only its own code can make: a
// function (`onSlideChange={() => …}`), or a value it imports from code (Swiper's
// `modules={[Autoplay, Pagination]}`, as jellyfin.org's home page writes it) or declares as a
// function. Such a prop cannot travel to the package component's island as data, so the site's
// component, where the prop is made, is the island instead (live-packages.ts). Read from the text
// roughly, as the rest of migrate reads site code: a call (`clsx(…)`) or a member (`styles.x`) is a
// value, not the function itself.
import { importsOf } from './interactive.ts';

// Modules that give data, not code: what they export may be handed over as it is.
const DATA_MODULE = /\.(?:json|ya?ml|css|s[ac]ss|less|md|mdx|png|jpe?g|gif|webp|avif|svg|ico|mp4|webm)$/i;

/** Each `{…}` attribute of the `<local …>` tags `text` writes, as written (`modules={[A, B]}`), and its value. */
function attributeValues(text: string, local: string): { written: string; value: string }[] {
  const values: { written: string; value: string }[] = [];
  const open = new RegExp(`<${local}(?=[\\s/>])`, 'g');
  for (const m of text.matchAll(open)) {
    let depth = 0;
    let start = -1;
    for (let i = m.index + m[0].length; i < text.length; i++) {
      const c = text[i];
      if (c === '{' && depth++ === 0) start = i + 1;
      else if (c === '}' && --depth === 0) {
        const name = /([\w$-]+)\s*=\s*$/.exec(text.slice(m.index, start - 1))?.[1];
        values.push({
          written: `${name ? `${name}=` : ''}{${text.slice(start, i).trim()}}`,
          value: text.slice(start, i),
        });
      } else if (depth === 0 && (c === '>' || (c === '/' && text[i + 1] === '>'))) break;
    }
  }
  return values;
}

/** The names the file binds to code: imports from modules other than data files, and functions it declares. */
function codeNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const { spec, names: bound } of importsOf(text))
    if (!DATA_MODULE.test(spec)) for (const { local } of bound) names.add(local);
  for (const m of text.matchAll(/\bfunction\s+([A-Za-z_$][\w$]*)\s*\(/g)) names.add(m[1]!);
  for (const m of text.matchAll(
    /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[\w$]+)\s*=>/g,
  ))
    names.add(m[1]!);
  return names;
}

/**
 * The first prop of a `<local …>` tag in `text` that hands over a function, as written
 * (`modules={[Autoplay, Pagination]}`), or undefined when every prop is data.
 */
export function functionProp(text: string, local: string): string | undefined {
  let code: Set<string> | undefined;
  for (const { written, value } of attributeValues(text, local)) {
    if (/=>|\bfunction\b/.test(value)) return written;
    code ??= codeNames(text);
    for (const m of value.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)(?!\s*[(.\w$])/g)) if (code.has(m[1]!)) return written;
  }
  return undefined;
}
