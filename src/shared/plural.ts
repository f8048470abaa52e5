/** The noun for `n` things: `one` for exactly 1, else `many` (by default `one` + 's'). */
export function pluralWord(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** A count with its noun: '1 picture', '3 pictures', '1,200 episodes'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${pluralWord(n, one, many)}`;
}
