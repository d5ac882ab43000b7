/** A clause is plain text or text followed by a bulleted list. Text may hold `[label](href)` links. */
export type LegalClause = string | { text: string; items?: readonly string[] };

export interface LegalSection {
  /** Anchor id, unique within the document; clauses get `${id}-${n}`. */
  id: string;
  title: string;
  clauses: readonly LegalClause[];
}

export interface LegalDocument {
  /** H1 and the page title. */
  title: string;
  /** Meta description. */
  description: string;
  /** Effective date line, e.g. 'Редакция от 1 ноября 2026 г.'. */
  updatedAt: string;
  intro?: readonly string[];
  sections: readonly LegalSection[];
}
