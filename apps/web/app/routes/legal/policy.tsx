import { policyDocument } from '#app/features/legal/documents/policy';
import { LegalDocumentPage } from '#app/features/legal/legal-document';
import { legalMeta } from '#app/features/legal/legal-meta';
import type { Route } from './+types/policy';

export const meta: Route.MetaFunction = () => legalMeta(policyDocument);

export default function PolicyRoute() {
  return <LegalDocumentPage document={policyDocument} docKey="policy" />;
}
