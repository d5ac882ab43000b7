import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#app/components/ui/button';

export const CONTINUE_LABEL = 'Продолжить';

/** The row under each form: Continue first on phones (under the thumb), Back to its left on wider screens. */
export function StepActions({
  onBack,
  canContinue,
  loading = false,
  children,
}: {
  onBack: () => void;
  canContinue: boolean;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 tablet:flex-row">
      <Button variant="secondary" size="lg" onClick={onBack} icon={<ArrowLeft aria-hidden />}>
        Назад
      </Button>
      <Button type="submit" size="lg" disabled={!canContinue} loading={loading} className="tablet:flex-1">
        {children ?? CONTINUE_LABEL}
      </Button>
    </div>
  );
}
