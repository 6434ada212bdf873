/**
 * The multipart body of an upload that carries text fields with its file: each field with a
 * value, then the file as `file` (the part every upload route reads). An empty or null field is
 * left out rather than sent empty, so the API treats it as not given (a document without a date).
 */
export function uploadForm(
  file: File,
  fields: Readonly<Record<string, string | null | undefined>>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value) form.append(name, value);
  }
  form.append('file', file);
  return form;
}
