/** decodeURIComponent that answers undefined for a broken escape ("%E0%A4%A", "%") instead of throwing. */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
