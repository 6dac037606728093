/** A mailto: link to `email` with `subject` percent-encoded (spaces as %20, which mail programs expect, not '+'). */
export function applyMailto(email: string, subject: string): string {
  return `mailto:${encodeURI(email.trim())}?subject=${encodeURIComponent(subject)}`;
}
