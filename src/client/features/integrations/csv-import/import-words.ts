import type { CsvImportKind, CsvPreview } from '@shared/api/integrations/csv-import';
import { plural, pluralWord } from '@shared/plural';

/** What one row of each kind is. */
const NOUNS: Record<CsvImportKind, string> = { clients: 'profile', 'talking-points': 'talking point' };

/** The preview's group headings for a kind, with their counts. */
export function groupHeadings(kind: CsvImportKind, counts: CsvPreview['counts']) {
  const many = pluralWord(2, NOUNS[kind]);
  return {
    new: `New ${many} (${counts.new})`,
    update: `Updates to existing ${many} (${counts.update})`,
    unchanged: `Already up to date (${counts.unchanged})`,
    invalid: `Rows that can’t be imported (${counts.invalid})`,
  };
}

/** The preview in one sentence: '4 rows: 1 new, 1 update, 1 already up to date, 1 can’t be imported.' */
export function previewSummary({ total, counts }: CsvPreview): string {
  return `${plural(total, 'row')}: ${counts.new} new, ${plural(counts.update, 'update')}, ${counts.unchanged} already up to date, ${counts.invalid} can’t be imported.`;
}

/** The import button, saying what it will do: 'Import 2 new and 1 update', 'Import 1 new profile', 'Import 3 updates'. */
export function importLabel(kind: CsvImportKind, newCount: number, chosenUpdates: number): string {
  if (newCount > 0 && chosenUpdates > 0) return `Import ${newCount} new and ${plural(chosenUpdates, 'update')}`;
  if (newCount > 0) return `Import ${newCount} new ${pluralWord(newCount, NOUNS[kind])}`;
  if (chosenUpdates > 0) return `Import ${plural(chosenUpdates, 'update')}`;
  return 'Nothing to import';
}
