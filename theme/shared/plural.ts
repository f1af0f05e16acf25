// Docusaurus's messages: `{name}`s filled, and plural ones ('One post|{count} posts'): the forms are the locale's plural
// categories in a fixed order, small values first (zero, one, two, few, many, other), as its
// usePluralForm sorts them; a message with fewer forms gives its last (the "other") for the rest.
const ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rulesByLocale = new Map<string, { forms: Intl.LDMLPluralRule[]; select(n: number): Intl.LDMLPluralRule }>();

function rulesFor(locale: string) {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    try {
      const intl = new Intl.PluralRules(locale);
      const categories = intl.resolvedOptions().pluralCategories;
      rules = { forms: ORDER.filter((c) => categories.includes(c)), select: (n) => intl.select(n) };
    } catch {
      // An unknown locale: English's rule, as Docusaurus falls back to it.
      rules = { forms: ['one', 'other'], select: (n) => (n === 1 ? 'one' : 'other') };
    }
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** The form of `messages` (forms split by '|') that `locale` gives `count`. */
export function selectPlural(locale: string, count: number, messages: string): string {
  const forms = messages.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = rulesFor(locale);
  const index = rules.forms.indexOf(rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}

/** A message's `{name}`s filled from `values`; a name with no value stays as written. */
export function fillMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A plural message's form for `count` in `locale`, filled (`{count}` too). */
export function pluralMessage(
  locale: string,
  count: number,
  messages: string,
  values: Record<string, string | number> = {},
): string {
  return fillMessage(selectPlural(locale, count, messages), { count, ...values });
}
