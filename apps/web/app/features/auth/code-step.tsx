import { AUTH, isLoginCodeComplete, WRONG_CODE_MESSAGE } from '@lootmarket/domain';
import clsx from 'clsx';
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { useNonce } from '#app/lib/nonce';
import { formatCountdown } from './auth-flow';
import { StepActions } from './step-actions';
import { useCountdown } from '#app/lib/countdown';

export const RESEND_LABEL = 'Новый код';

/** What went wrong with a code: `invalid` paints the cells red (the code itself was refused). */
export type CodeProblem = { message: string; invalid: boolean };

function Slot({ slot, invalid }: { slot: SlotProps; invalid: boolean }) {
  return (
    <div
      data-slot=""
      data-invalid={invalid || undefined}
      className={clsx(
        'relative grid h-14 w-12 place-items-center rounded-xl border bg-surface-2 text-2xl font-semibold tabular-nums',
        'transition-[border-color,box-shadow] tablet:w-14',
        invalid ? 'border-danger text-danger' : 'border-border',
        slot.isActive && (invalid ? 'ring-3 ring-danger/25' : 'border-primary ring-3 ring-primary/25'),
      )}
    >
      {slot.char}
      {slot.hasFakeCaret ? <span aria-hidden className="absolute h-6 w-px animate-pulse bg-text" /> : null}
    </div>
  );
}

export function CodeStep({
  email,
  resendDeadlineMs,
  onBack,
  onResend,
  onSubmit,
}: {
  email: string;
  resendDeadlineMs: number;
  onBack: () => void;
  onResend: () => void;
  /** Resolves to a problem to show, or null when the login went through. */
  onSubmit: (code: string) => Promise<CodeProblem | null>;
}) {
  const nonce = useNonce();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(resendDeadlineMs);
  const complete = isLoginCodeComplete(code.split(''));
  const invalid = problem?.invalid ?? false;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!complete || pending) return;
    setPending(true);
    const result = await onSubmit(code);
    if (result !== null) {
      setProblem(result);
      setPending(false);
      // Back in the cells, so fixing a typo is a Backspace away rather than a tap.
      inputRef.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <p className="mb-5 text-sm text-muted">
        Отправили код на <span className="font-medium break-all text-text">{email}</span>
      </p>
      <OTPInput
        ref={inputRef}
        maxLength={AUTH.codeLength}
        pattern={REGEXP_ONLY_DIGITS}
        // Codes copied from mail often carry spaces or dashes; keep the digits only.
        pasteTransformer={(text) => text.replace(/\D/g, '').slice(0, AUTH.codeLength)}
        value={code}
        onChange={(next) => {
          setCode(next);
          setProblem(null);
        }}
        autoFocus
        nonce={nonce}
        aria-label="Код из письма"
        aria-invalid={invalid || undefined}
        aria-describedby={problem ? 'auth-code-error' : undefined}
        containerClassName="flex justify-center gap-2 tablet:justify-start tablet:gap-2.5"
        render={({ slots }) => slots.map((slot, index) => <Slot key={index} slot={slot} invalid={invalid} />)}
      />
      {problem ? (
        <p id="auth-code-error" role="alert" className="mt-3 text-sm text-danger">
          {problem.message}
        </p>
      ) : null}
      <div className="mt-4 min-h-11 text-sm" aria-live="polite">
        {secondsLeft > 0 ? (
          <p className="flex h-11 items-center text-muted">
            Отправить новый код через&nbsp;<span className="tabular-nums">{formatCountdown(secondsLeft)}</span>
          </p>
        ) : (
          <Button variant="ghost" onClick={onResend} className="-ml-3 text-primary! hover:text-primary-hover!">
            {RESEND_LABEL}
          </Button>
        )}
      </div>
      <StepActions onBack={onBack} canContinue={complete && !pending} loading={pending} />
    </form>
  );
}

export const WRONG_CODE: CodeProblem = { message: WRONG_CODE_MESSAGE, invalid: true };
