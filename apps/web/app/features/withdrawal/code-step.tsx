import { AUTH } from '@lootmarket/domain';
import clsx from 'clsx';
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useNonce } from '#app/lib/nonce';

function Slot({ slot, invalid }: { slot: SlotProps; invalid: boolean }) {
  return (
    <div
      className={clsx(
        'relative grid h-14 w-11 place-items-center rounded-xl border bg-surface-2 text-2xl font-semibold tabular-nums tablet:w-13',
        invalid ? 'border-danger text-danger' : 'border-border',
        slot.isActive && (invalid ? 'ring-3 ring-danger/25' : 'border-primary ring-3 ring-primary/25'),
      )}
    >
      {slot.char}
      {slot.hasFakeCaret ? <span aria-hidden className="absolute h-6 w-px animate-pulse bg-text" /> : null}
    </div>
  );
}

export interface CodeStepProps {
  sentTo: string;
  summary: string;
  /** The refusal of the last code, shown under the cells. */
  problem: string | null;
  busy: boolean;
  resendAfterSeconds: number;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** The e-mail code that confirms the withdrawal: six cells, a resend after 45 s, a way back to the form. */
export function CodeStep({
  sentTo,
  summary,
  problem,
  busy,
  resendAfterSeconds,
  onSubmit,
  onResend,
  onBack,
}: CodeStepProps) {
  const nonce = useNonce();
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(resendAfterSeconds);
  useEffect(() => {
    setWait(resendAfterSeconds);
    const timer = setInterval(() => setWait((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [resendAfterSeconds]);
  const complete = code.length === AUTH.codeLength;
  return (
    <form
      noValidate
      aria-label="Подтверждение вывода"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit(code);
      }}
    >
      <div>
        <h2 className="text-lg font-bold">Подтвердите вывод</h2>
        <p className="mt-1 text-sm text-muted">
          {summary}. Код отправлен на <span className="font-medium text-text">{sentTo}</span>
        </p>
      </div>
      <OTPInput
        maxLength={AUTH.codeLength}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={(text) => text.replace(/\D/g, '').slice(0, AUTH.codeLength)}
        value={code}
        onChange={setCode}
        autoFocus
        nonce={nonce}
        aria-label="Код из письма"
        aria-invalid={problem ? true : undefined}
        containerClassName="flex gap-2"
        render={({ slots }) => slots.map((slot, index) => <Slot key={index} slot={slot} invalid={Boolean(problem)} />)}
      />
      {problem ? (
        <p role="alert" className="-mt-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 tablet:flex-row">
        <Button type="submit" disabled={!complete} loading={busy}>
          Подтвердить вывод
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Изменить данные
        </Button>
        {wait > 0 ? (
          <span className="self-center text-sm text-muted">Новый код — через {wait} с</span>
        ) : (
          <Button variant="ghost" onClick={onResend}>
            Новый код
          </Button>
        )}
      </div>
    </form>
  );
}
