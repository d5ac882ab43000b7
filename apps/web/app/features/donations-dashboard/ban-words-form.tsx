import { BAN_WORDS_MAX_COUNT } from '@lootmarket/domain';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { ShieldBan } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TagsInput } from '#app/components/ui/tags-input';
import { api } from '#app/lib/api/browser';
import { useDashboardCall } from './use-dashboard-call';

/** Words masked in donor names and messages before they reach the page, the dashboard or the stream. */
export function BanWordsForm({ words }: { words: string[] }) {
  const { call, pending } = useDashboardCall();
  const [draft, setDraft] = useState(words);
  const changed = draft.join('\n') !== words.join('\n');

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await call(
      () => api.call(streamerEndpoints.replaceBanWords, { body: { words: draft } }),
      'Список запрещённых слов сохранён',
    );
    if (result.ok) setDraft(result.data.words);
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="ban-words-title"
      className="rounded-2xl border border-border bg-surface p-5 tablet:p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-danger/12 text-danger">
          <ShieldBan aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="ban-words-title" className="font-semibold">
            Запрещённые слова
          </h2>
          <p className="text-sm text-muted">
            Заменяются звёздочками в именах и сообщениях — с учётом регистра, похожих латинских букв и скрытых символов.
          </p>
        </div>
      </div>
      <TagsInput
        label="Слова"
        name="ban-words"
        value={draft}
        onChange={setDraft}
        max={BAN_WORDS_MAX_COUNT}
        placeholder="Введите слово и нажмите Enter"
        hint={`${draft.length} из ${BAN_WORDS_MAX_COUNT}. Разделяйте слова пробелом, запятой или Enter.`}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" loading={pending} disabled={!changed}>
          Сохранить список
        </Button>
        {changed ? (
          <Button variant="ghost" onClick={() => setDraft(words)}>
            Отменить изменения
          </Button>
        ) : null}
      </div>
    </form>
  );
}
