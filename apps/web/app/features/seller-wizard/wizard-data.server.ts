import type { WizardDraft } from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import type { ApiClient } from '#app/lib/api/client';
import { settle } from '#app/lib/api/outcome';

/** Everything the wizard's current step shows, read for the page: the draft, then what its step needs. */
export async function loadWizard(api: ApiClient, draftId: string | null) {
  const next = await settle(api.call(wizardEndpoints.nextStep, { query: draftId ? { draftId } : {} }));
  if (!next.ok) return { failed: true as const, status: next.error.status };
  // Without an id in the address the wizard starts afresh, offering the newest unfinished draft to resume.
  const draft: WizardDraft | null = draftId ? next.data.draft : null;
  const resumable = draftId ? null : next.data.draft;
  // The product types and the form are POST reads (spec §7), which the API takes from the browser only: the
  // steps that need them read them there.
  const popular = draft?.listingId ? null : await api.call(wizardEndpoints.popular, { query: { limit: 24 } });
  return {
    failed: false as const,
    draft,
    resumable,
    missing: draftId ? next.data.missing : [],
    popular: popular?.items ?? [],
  };
}
export type WizardData = Extract<Awaited<ReturnType<typeof loadWizard>>, { failed: false }>;
