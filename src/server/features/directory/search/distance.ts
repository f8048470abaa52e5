/**
 * Optimal string alignment distance (Damerau–Levenshtein where a transposed pair of adjacent
 * letters is one edit and no substring is edited twice) between a fixed word and a text fed
 * one character at a time. Rows are kept per depth, so a walk over sorted tokens can go back
 * to a shared prefix (`truncate`) instead of starting again.
 */
export class OsaRows {
  private readonly width: number;
  private readonly word: Int32Array;
  private rows: Int32Array;
  private chars: Int32Array;
  private prefixBest: Int32Array;
  private size = 0;

  constructor(word: string) {
    this.width = word.length + 1;
    this.word = Int32Array.from(word, (_, i) => word.charCodeAt(i));
    this.rows = new Int32Array(this.width * 16);
    this.chars = new Int32Array(16);
    this.prefixBest = new Int32Array(16);
    for (let j = 0; j < this.width; j++) this.rows[j] = j;
    this.prefixBest[0] = word.length;
  }

  /** How many characters of the text have been fed. */
  get depth(): number {
    return this.size;
  }

  /** Goes back to the first `depth` characters of the text. */
  truncate(depth: number): void {
    this.size = Math.min(this.size, depth);
  }

  /** Feeds the next character (a UTF-16 code); returns the smallest distance any continuation could still reach. */
  push(char: number): number {
    const { width, word } = this;
    const i = ++this.size;
    this.grow(i);
    const cur = i * width;
    const prev = cur - width;
    const prev2 = prev - width;
    const lastChar = this.chars[i - 1];
    this.chars[i] = char;
    let min = i;
    this.rows[cur] = i;
    for (let j = 1; j < width; j++) {
      const w = word[j - 1];
      let d = Math.min(this.rows[prev + j] + 1, this.rows[cur + j - 1] + 1, this.rows[prev + j - 1] + (w === char ? 0 : 1));
      if (i > 1 && j > 1 && w === lastChar && word[j - 2] === char) d = Math.min(d, this.rows[prev2 + j - 2] + 1);
      this.rows[cur + j] = d;
      if (d < min) min = d;
    }
    this.prefixBest[i] = Math.min(this.prefixBest[i - 1], this.rows[cur + width - 1]);
    return min;
  }

  /** Distance between the word and the text fed so far. */
  distance(): number {
    return this.rows[this.size * this.width + this.width - 1];
  }

  /** Smallest distance between the word and any prefix of the text fed so far. */
  prefixDistance(): number {
    return this.prefixBest[this.size];
  }

  private grow(depth: number): void {
    if (depth < this.chars.length) return;
    const rows = new Int32Array(this.rows.length * 2);
    rows.set(this.rows);
    this.rows = rows;
    for (const key of ['chars', 'prefixBest'] as const) {
      const next = new Int32Array(this[key].length * 2);
      next.set(this[key]);
      this[key] = next;
    }
  }
}
