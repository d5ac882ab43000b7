import { ofertaDocument } from '#app/features/legal/documents/oferta';
import { LegalDocumentPage } from '#app/features/legal/legal-document';
import { legalMeta } from '#app/features/legal/legal-meta';
import type { Route } from './+types/oferta';

export const meta: Route.MetaFunction = () => legalMeta(ofertaDocument);

export default function OfertaRoute() {
  return <LegalDocumentPage document={ofertaDocument} docKey="oferta" />;
}
