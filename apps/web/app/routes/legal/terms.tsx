import { termsDocument } from '#app/features/legal/documents/terms';
import { LegalDocumentPage } from '#app/features/legal/legal-document';
import { legalMeta } from '#app/features/legal/legal-meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () => legalMeta(termsDocument);

export default function TermsRoute() {
  return <LegalDocumentPage document={termsDocument} docKey="terms" />;
}
