import { guestEmailSchema } from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { TextInput } from '#app/components/ui/text-input';
import { StepActions } from './step-actions';

export function GuestStep({ onBack, onSubmit }: { onBack: () => void; onSubmit: (email: string) => void }) {
  const [text, setText] = useState('');
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
      <TextInput
        label="E-mail"
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        hint="На эту почту придёт подтверждение"
        autoFocus
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <StepActions onBack={onBack} canContinue={parsed.success} />
    </form>
  );
}
