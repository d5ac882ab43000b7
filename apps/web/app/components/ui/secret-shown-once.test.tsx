import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecretShownOnce } from './secret-shown-once';
import { ToastProvider } from './toast';

const shown = (onDone = vi.fn()) =>
  render(
    <ToastProvider>
      <SecretShownOnce
        id="made"
        heading="h2"
        title="Токен «Склад» создан"
        secret="lm_test_abc"
        copied="Токен скопирован"
        notCopied="Не удалось скопировать"
        testId="made"
        onDone={onDone}
        after={<pre>curl …</pre>}
      >
        <p>Скопируйте его сейчас</p>
      </SecretShownOnce>
    </ToastProvider>,
  );

describe('SecretShownOnce', () => {
  it('names the section by its heading and shows the secret with what it is for', () => {
    shown();
    expect(screen.getByRole('region', { name: 'Токен «Склад» создан' })).toHaveTextContent('lm_test_abc');
    expect(screen.getByText('Скопируйте его сейчас')).toBeInTheDocument();
    expect(screen.getByText('curl …')).toBeInTheDocument();
  });

  it('copies the secret and puts it away on «Готово»', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    shown(onDone);
    await user.click(screen.getByRole('button', { name: 'Скопировать' }));
    expect(await navigator.clipboard.readText()).toBe('lm_test_abc');
    expect(await screen.findByText('Токен скопирован')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
