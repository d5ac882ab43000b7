import { termsDonationDocument } from '#app/features/legal/documents/terms-donation';
import { LegalDocumentPage } from '#app/features/legal/legal-document';
import { legalMeta } from '#app/features/legal/legal-meta';
import type { Route } from './+types/terms-donation';

export const meta: Route.MetaFunction = () => legalMeta(termsDonationDocument);

export default function TermsDonationRoute() {
  return <LegalDocumentPage document={termsDonationDocument} docKey="donation" />;
}
