import type { ComponentProps } from 'react';
import { TextInput } from '#app/components/ui/text-input';

/** The e-mail field of the sign-in and guest steps: typed for mail, no capitals or spellcheck, focused. */
export function EmailField(props: Omit<ComponentProps<typeof TextInput>, 'type' | 'label'>) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      name="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      autoFocus
      {...props}
    />
  );
}
