// Each history entry made by client navigation carries a short random key, used to file its
// scroll position. Six characters of [a-z0-9], as the spec's default history key length says.
export const HISTORY_KEY_LENGTH = 6;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createHistoryKey(random: () => number = Math.random, length: number = HISTORY_KEY_LENGTH): string {
  let key = '';
  for (let i = 0; i < length; i++)
    key += ALPHABET[Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length))];
  return key;
}

export function isHistoryKey(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[a-z0-9]{${HISTORY_KEY_LENGTH}}$`).test(value);
}
