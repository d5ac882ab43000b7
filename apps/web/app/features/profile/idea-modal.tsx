import { IDEA_TEXT_MAX, IDEA_TEXT_MESSAGE, ideaRequestSchema } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { Lightbulb } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { TextArea } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** «Предложить идею»: a text for the team; the session tells who sent it, so nothing else is asked. */
export function IdeaModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  function close() {
    setText('');
    setError(undefined);
    onOpenChange(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const idea = ideaRequestSchema.safeParse({ text });
    if (!idea.success) return setError(IDEA_TEXT_MESSAGE);
    setSending(true);
    try {
      await api.call(profileEndpoints.submitIdea, { body: idea.data });
      toast.show({ type: 'success', message: 'Спасибо! Идея отправлена команде Лутмаркета' });
      close();
    } catch (failure) {
      toast.show({ type: 'error', message: failureMessage(failure, 'Не удалось отправить идею') });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Предложить идею"
      description="Чего не хватает на Лутмаркете? Мы читаем каждое предложение."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextArea
          label="Ваша идея"
          name="idea"
          rows={5}
          counter={IDEA_TEXT_MAX}
          placeholder="Например: добавьте список желаний с уведомлением о скидке"
          required
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" fullWidth loading={sending} icon={<Lightbulb />}>
          Отправить
        </Button>
      </form>
    </Modal>
  );
}
