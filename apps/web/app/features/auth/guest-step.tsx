import { guestEmailSchema } from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { EmailField } from './email-field';
import { StepActions } from './step-actions';

export function GuestStep({
  initialEmail = '',
  onBack,
  onSubmit,
}: {
  /** What the buyer already typed on the page or used last time as a guest. */
  initialEmail?: string;
  onBack: () => void;
  onSubmit: (email: string) => void;
}) {
  const [text, setText] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const parsed = guestEmailSchema.safeParse(text);
  const error = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) onSubmit(parsed.data);
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <EmailField
        hint="На эту почту придёт подтверждение"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <StepActions onBack={onBack} canContinue={parsed.success} />
    </form>
  );
}
