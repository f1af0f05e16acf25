// What a catalogue entry holds (generator/diagnostic-codes.ts).

export type Policy = 'throw' | 'warn' | 'ignore';

export interface CatalogueEntry {
  title: string;
  /** `policy` when a config option chooses (named in `option`): throw, warn or ignore. */
  severity: 'error' | 'warning' | 'policy';
  option?: string;
  /**
   * What went wrong: the text, or a function of named arguments when it names specifics (which file,
   * which link, a thrown error's text); a call site passes those as `args`, never the text itself.
   */
  message: string | ((args: never) => string);
  /**
   * What to do: the text, or a function of named arguments when it names specifics (a call site
   * passes those as `args`, the same object the message takes); undefined when those leave nothing
   * to say.
   */
  hint: string | ((args: never) => string | undefined);
  /**
   * One cause for the whole site (a package it lacks): reported once, at the first place met, the
   * other places in `affects`, not once per file that meets it. 'message': once for each message
   * (one inline author, however many posts write it).
   */
  once?: true | 'message';
}

/** The severity a `throw | warn | ignore` option gives a diagnostic; undefined means drop it. */
export function severityFor(policy: Policy): 'error' | 'warning' | undefined {
  return policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : undefined;
}
