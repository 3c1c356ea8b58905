/**
 * Keeps a form's answer (the page rendered with its success message or errors) out of search
 * results; React places the tag in the document's head.
 */
export function NoIndex({ when }: { when: unknown }) {
  return when ? <meta name="robots" content="noindex" /> : null;
}
