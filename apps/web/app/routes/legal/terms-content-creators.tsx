import { termsContentCreatorsDocument } from '#app/features/legal/documents/terms-content-creators';
import { LegalDocumentPage } from '#app/features/legal/legal-document';
import { legalMeta } from '#app/features/legal/legal-meta';
import type { Route } from './+types/terms-content-creators';

export const meta: Route.MetaFunction = () => legalMeta(termsContentCreatorsDocument);

export default function TermsContentCreatorsRoute() {
  return <LegalDocumentPage document={termsContentCreatorsDocument} docKey="creators" />;
}
