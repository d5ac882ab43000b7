import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { remoteApi } from './remote-api';

/** A word to mask in every later message of the channel, added mid-stream. */
export function BanWordForm({ streamerId }: { streamerId: number }) {
  const toast = useToast();
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      await remoteApi.addBanWord(streamerId, word);
      toast.show({ type: 'success', message: `Слово «${word.trim()}» теперь скрывается` });
      setWord('');
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось добавить слово') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="rounded-2xl border border-border bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (word.trim()) void add();
      }}
    >
      <label htmlFor="remote-ban-word" className="font-semibold">
        Запрещённое слово
      </label>
      <p className="mt-0.5 mb-3 text-sm text-muted">Скроется звёздочками в следующих сообщениях</p>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <TextInput
            id="remote-ban-word"
            value={word}
            maxLength={64}
            placeholder="Слово"
            onChange={(event) => setWord(event.target.value)}
          />
        </div>
        <Button type="submit" icon={<Ban />} loading={busy} disabled={!word.trim()}>
          Добавить
        </Button>
      </div>
    </form>
  );
}
