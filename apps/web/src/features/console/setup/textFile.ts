/** A file's text, if it is UTF-8 (Excel's "CSV UTF-8", a saved JSON file); null for another encoding, which would garble Polish letters. */
export async function readUtf8(file: File): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}
