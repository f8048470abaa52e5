/** How many words of a query are used; the rest is ignored. */
const MAX_QUERY_WORDS = 10;

/** A word of a search query, with how many typos it tolerates and whether it may be a prefix. */
export interface QueryWord {
  text: string;
  maxTypos: number;
  prefix: boolean;
}

/** Lower-case words of a text, accents removed: letters and digits, split on everything else. */
export function tokenize(text: string): string[] {
  // plain ASCII (most text) skips the slower Unicode steps and gives the same words
  if (!/[^\p{ASCII}]/u.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Typos a word tolerates, counted as Meilisearch and Typesense count them: none under 5
 * letters, one for 5 to 8, two from 9. Numbers tolerate none.
 */
export function typoBudget(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  const length = [...word].length;
  return length < 5 ? 0 : length <= 8 ? 1 : 2;
}

/** The words of a query; the last one may be a prefix, so results follow the user's typing. */
export function parseQuery(q: string): QueryWord[] {
  const words = tokenize(q).slice(0, MAX_QUERY_WORDS);
  return words.map((text, i) => ({ text, maxTypos: typoBudget(text), prefix: i === words.length - 1 }));
}
