import type { SlugCheck } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { refreshSession } from '#app/lib/api/session';

/** Picks the donation-page address and grants the streamer role; the server has the final word. */
export function BecomeStreamerForm({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [slug, setSlug] = useState('');
  const [check, setCheck] = useState<SlugCheck | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const trimmed = slug.trim();
    if (!trimmed) return setCheck(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .call(profileEndpoints.checkSlug, { query: { slug: trimmed }, signal: controller.signal })
        .then(setCheck, () => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      await api.call(profileEndpoints.becomeStreamer, { body: { slug: slug.trim() } });
      // The access token lists the roles it was issued with: a renewed one carries the streamer role the
      // dashboard asks for.
      await refreshSession();
      await revalidate();
      await navigate(`/${userId}/donations/dashboard`);
    } catch (failure) {
      setError(failureMessage(failure, 'Не удалось подключить донаты. Попробуйте ещё раз'));
    } finally {
      setSubmitting(false);
    }
  }

  const shownError = error ?? (check && !check.available ? check.reason : undefined);
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4 rounded-card border border-border bg-surface p-5">
      <div>
        <h2 className="text-lg font-semibold">Подключить донаты</h2>
        <p className="mt-1 text-sm text-muted">
          Выберите адрес страницы, на которой зрители будут отправлять вам донаты.
        </p>
      </div>
      <TextInput
        label="Адрес страницы"
        name="slug"
        prefix="lootmarket.ru/"
        placeholder="my-stream"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={slug}
        hint={
          check?.available ? 'Адрес свободен' : 'От 3 до 32 символов: латинские буквы, цифры, дефис и подчёркивание'
        }
        error={shownError}
        onChange={(event) => {
          setSlug(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={submitting} disabled={!check?.available}>
        Стать стримером
      </Button>
    </form>
  );
}
