import { PROFILE_NAME_MAX, PROFILE_NAME_MIN, type HeaderUser } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { UserAvatar } from '#app/components/user-avatar';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function SettingsForm({ user }: { user: HeaderUser }) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [name, setName] = useState(user.name);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();
  const nameError =
    trimmed.length < PROFILE_NAME_MIN || trimmed.length > PROFILE_NAME_MAX
      ? `Имя — от ${PROFILE_NAME_MIN} до ${PROFILE_NAME_MAX} символов`
      : undefined;

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (nameError || saving) return;
    setSaving(true);
    try {
      await api.call(profileEndpoints.rename, { body: { name: trimmed } });
      await revalidate();
      toast.show({ type: 'success', message: 'Имя сохранено' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить имя') });
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
      await api.call(profileEndpoints.uploadAvatar, { body: form });
      await revalidate();
      toast.show({ type: 'success', message: 'Аватар обновлён' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось загрузить аватар') });
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
        <TextInput
          label="Имя"
          name="name"
          value={name}
          counter={PROFILE_NAME_MAX}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" loading={saving} disabled={Boolean(nameError) || trimmed === user.name}>
          Сохранить
        </Button>
      </form>
    </div>
  );
}
