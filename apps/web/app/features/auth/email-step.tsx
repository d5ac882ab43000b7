import { loginEmailError, loginEmailSchema } from '@lootmarket/domain';
import { useRef, useState, type FormEvent } from 'react';
import { SmartCaptcha, type SmartCaptchaHandle } from './smart-captcha';
import { EmailField } from './email-field';
import { StepActions } from './step-actions';

export function EmailStep({
  initialEmail,
  captchaRequired,
  captchaSiteKey,
  onBack,
  onSubmit,
  onType,
}: {
  initialEmail: string;
  captchaRequired: boolean;
  captchaSiteKey: string | null;
  onBack: () => void;
  /** Resolves to an error message to show under the field, or null when the code went out. */
  onSubmit: (input: { email: string; captchaToken?: string }) => Promise<string | null>;
  /** Each edit of the address, so a later sheet (the guest's) can offer it instead of asking again. */
  onType?: (email: string) => void;
}) {
  const [text, setText] = useState(initialEmail);
  const [touched, setTouched] = useState(initialEmail !== '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captcha = useRef<SmartCaptchaHandle>(null);

  const parsed = loginEmailSchema.safeParse(text);
  const canContinue = parsed.success && (!captchaRequired || captchaToken !== null) && !pending;
  const error = loginEmailError(text, touched) ?? serverError;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success || !canContinue) return;
    setPending(true);
    const problem = await onSubmit({ email: parsed.data, ...(captchaToken ? { captchaToken } : {}) });
    // On success the step is gone; only a failure leaves something to update.
    if (problem !== null) {
      setServerError(problem);
      setPending(false);
      // A token is single-use, so a retry needs a fresh check.
      setCaptchaToken(null);
      captcha.current?.reset();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <EmailField
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setServerError(null);
          onType?.(event.target.value.trim());
        }}
        onBlur={() => setTouched(true)}
      />
      {captchaRequired ? <SmartCaptcha ref={captcha} siteKey={captchaSiteKey} onToken={setCaptchaToken} /> : null}
      <StepActions onBack={onBack} canContinue={canContinue} loading={pending} />
    </form>
  );
}
