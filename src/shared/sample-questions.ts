/** The sample questions text split into questions, without list numbers or bullets. */
export function splitSampleQuestions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line.length > 0);
}
