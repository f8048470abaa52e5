/**
 * The sample questions text (clients.sample_questions) and the list it stands for: one question
 * a line, optionally numbered (1. or 1)) or bulleted. The profile's Sample Questions section, the
 * PDF one-sheet and /edit-questions all read and write it through this pair, so
 * `splitSampleQuestions(formatSampleQuestions(list))` gives the list back.
 */

/** The sample questions text split into questions, without list numbers or bullets. */
export function splitSampleQuestions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line.length > 0);
}

/** Questions (each one trimmed, non-empty line) as the stored text: '1. …', '2. …', one a line. */
export function formatSampleQuestions(questions: string[]): string {
  return questions.map((question, index) => `${index + 1}. ${question}`).join('\n');
}
