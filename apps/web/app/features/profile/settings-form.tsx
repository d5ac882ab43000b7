import type { HeaderUser } from '@lootmarket/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { UserAvatar } from '#app/features/header/user-avatar';
import { apiFetch, apiJson, ApiError } from '#app/lib/api-client';

const NAME_MIN = 2;
const NAME_MAX = 40;
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export function SettingsForm({ user }: { user: HeaderUser }) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [name, setName] = useState(user.name);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();
  const nameError = trimmed.length < NAME_MIN || trimmed.length > NAME_MAX ? `Имя — от ${NAME_MIN} до ${NAME_MAX} символов` : undefined;

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (nameError || saving) return;
    setSaving(true);
    try {
      await apiJson('/api/gw/private/v1/profile', { method: 'PATCH', json: { name: trimmed } });
      await revalidate();
      toast.show({ type: 'success', message: 'Имя сохранено' });
    } catch (error) {
      toast.show({ type: 'error', message: failure(error, 'Не удалось сохранить имя') });
    } finally {
      setSaving(false);
    }
  }

  async function uploadAvatar(file: File) {
    if (file.size > AVATAR_MAX_BYTES) return toast.show({ type: 'error', message: 'Файл больше 5 МБ' });
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      const response = await apiFetch('/api/gw/private/v1/buyer/avatar', { method: 'POST', body: form });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (!response.ok) throw new ApiError(response.status, body?.message ?? 'Не удалось загрузить аватар', body);
      await revalidate();
      toast.show({ type: 'success', message: 'Аватар обновлён' });
    } catch (error) {
      toast.show({ type: 'error', message: failure(error, 'Не удалось загрузить аватар') });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="space-y-6">
      <section className="flex items-center gap-4 rounded-card border border-border bg-surface p-5">
        <UserAvatar user={user} className="size-16 text-lg" />
        <div className="space-y-2">
          <p className="text-sm text-muted">PNG, JPEG или WebP до 5 МБ</p>
          <Button variant="secondary" size="sm" loading={uploading} onClick={() => fileInput.current?.click()}>
            Загрузить аватар
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label="Файл аватара"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void uploadAvatar(file);
            }}
          />
        </div>
      </section>
      <form noValidate onSubmit={saveName} className="space-y-4 rounded-card border border-border bg-surface p-5">
        <TextInput label="Имя" name="name" value={name} counter={NAME_MAX} error={nameError} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" loading={saving} disabled={Boolean(nameError) || trimmed === user.name}>
          Сохранить
        </Button>
      </form>
    </div>
  );
}
