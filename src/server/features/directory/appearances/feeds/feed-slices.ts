/** The elements a feed repeats once per episode: RSS `item`, Atom `entry`. */
const EPISODE_ELEMENTS = new Set(['item', 'entry']);

/** Markup whose inside is text, not elements: skipped whole while looking for episodes. */
const OPAQUE: [string, string][] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['<!', '>'],
];

/** A tag's name right after its `<` or `</` (prefix included), and the rest of the tag up to its `>`, quoted values skipped. */
const TAG = /([^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/y;

/** A document cut around its episodes: the text before the first, the text after the last, and the episodes' text in runs. */
interface FeedSlices {
  head: string;
  tail: string;
  /** Consecutive episodes (with the space between them), each run but the last at least `runChars` long, or four times the head when that is longer. */
  runs: string[];
}

/**
 * Cuts a feed's text around its outermost `item` / `entry` elements (comments, CDATA and
 * processing instructions skipped), grouping them into runs of about `runChars`, so that each
 * run, put between the head and the tail, is a small document of the same feed. Null when the
 * text has no episode, its episodes do not close as they open, or other elements stand between
 * them: such a document is read whole.
 */
export function sliceFeed(text: string, runChars: number): FeedSlices | null {
  const runs: string[] = [];
  let first = -1;
  let runStart = -1;
  let lastEnd = -1;
  let depth = 0;
  let open = -1;
  // an element after an episode: no episode may follow it
  let strayAfterEpisode = false;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at)) {
    const opaque = OPAQUE.find(([start]) => text.startsWith(start, at));
    if (opaque) {
      const end = text.indexOf(opaque[1], at + opaque[0].length);
      if (end === -1) return null;
      at = end + opaque[1].length;
      continue;
    }
    const tagStart = at;
    const closing = text[at + 1] === '/';
    TAG.lastIndex = at + (closing ? 2 : 1);
    const tag = TAG.exec(text);
    if (!tag) return null;
    const end = TAG.lastIndex;
    at = end;
    if (!EPISODE_ELEMENTS.has(tag[1]!)) {
      if (depth === 0 && first !== -1) strayAfterEpisode = true;
      continue;
    }
    if (closing) {
      if (depth === 0) return null;
      depth--;
    } else {
      if (depth === 0) {
        if (strayAfterEpisode) return null;
        open = tagStart;
      }
      if (text[end - 2] !== '/') depth++;
    }
    if (depth > 0) continue;
    if (first === -1) first = open;
    if (runStart === -1) runStart = open;
    lastEnd = end;
    // the head is parsed again with each run: runs of four times a long head keep that to a quarter
    if (lastEnd - runStart >= Math.max(runChars, 4 * first)) {
      runs.push(text.slice(runStart, lastEnd));
      runStart = -1;
    }
  }
  if (first === -1 || depth !== 0) return null;
  if (runStart !== -1) runs.push(text.slice(runStart, lastEnd));
  return { head: text.slice(0, first), tail: text.slice(lastEnd), runs };
}
