import { useState } from 'react';

/** Characters shown of a long value before "Show full text". */
const SHORT = 180;

/** One value of a row: the text (long text cut short, with a button to read it all), or a word in italics for none. */
export function CsvValue({ text, none }: { text: string; none: string }) {
  const [full, setFull] = useState(false);
  if (text === '') return <p className="text-sm italic text-ink-soft">{none}</p>;
  const long = text.length > SHORT;
  return (
    <div className="space-y-1">
      <p className="whitespace-pre-wrap break-words text-sm text-ink">{long && !full ? `${text.slice(0, SHORT).trimEnd()}…` : text}</p>
      {long && (
        <button type="button" className="link-inline text-xs" aria-expanded={full} onClick={() => setFull(!full)}>
          {full ? 'Show less' : 'Show full text'}
        </button>
      )}
    </div>
  );
}
