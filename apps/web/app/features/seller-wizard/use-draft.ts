import type { WizardDraft, wizardSaveRequestSchema } from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

export type DraftChange = Omit<z.input<typeof wizardSaveRequestSchema>, 'id'>;

/**
 * Saves the draft on the server and moves the address to it, so the page's loader reads the step the draft
 * is now at and a reload resumes there.
 */
export function useDraftStep(draft: WizardDraft | null) {
  const navigate = useNavigate();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function advance(change: DraftChange): Promise<void> {
    setPending(true);
    try {
      const saved = await api.call(wizardEndpoints.saveDraft, {
        body: { ...(draft ? { id: draft.id } : {}), ...change },
      });
      await navigate(`?draft=${saved.id}`, { replace: true, preventScrollReset: false });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить черновик') });
    } finally {
      setPending(false);
    }
  }
  return { advance, pending };
}
