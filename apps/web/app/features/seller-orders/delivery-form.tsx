import {
  ORDER_IMAGE_FORMAT_MESSAGE,
  ORDER_IMAGE_MAX_BYTES,
  ORDER_IMAGES_LIMIT_MESSAGE,
  ORDER_IMAGES_MAX,
} from '@lootmarket/domain';
import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextArea } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { deliverOrder, uploadOrderImage } from './seller-order-client';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const TEXT_MAX = 4000;

interface Picked {
  file: File;
  preview: string;
}

/** The seller hands the order over: a text for the buyer and, if it helps, screenshots (uploaded first, then the status). */
export function DeliveryForm({
  orderId,
  imagesAttached,
  onDelivered,
}: {
  orderId: string;
  imagesAttached: number;
  onDelivered: () => void;
}) {
  const toast = useToast();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [sending, setSending] = useState(false);
  const room = ORDER_IMAGES_MAX - imagesAttached - picked.length;

  // Previews hold object URLs; let them go with the form.
  const previews = useRef(picked);
  previews.current = picked;
  useEffect(() => () => previews.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  function pick(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    const fitting = chosen.filter((file) => ACCEPTED.includes(file.type) && file.size <= ORDER_IMAGE_MAX_BYTES);
    if (fitting.length < chosen.length) toast.show({ type: 'warning', message: ORDER_IMAGE_FORMAT_MESSAGE });
    if (fitting.length > room) toast.show({ type: 'warning', message: ORDER_IMAGES_LIMIT_MESSAGE });
    const added = fitting.slice(0, Math.max(room, 0)).map((file) => ({ file, preview: URL.createObjectURL(file) }));
    setPicked((current) => [...current, ...added]);
    if (fileInput.current) fileInput.current.value = '';
  }

  function drop(index: number) {
    setPicked((current) => {
      URL.revokeObjectURL(current[index]!.preview);
      return current.filter((_, i) => i !== index);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setError('Это поле обязательно');
      return;
    }
    setSending(true);
    try {
      // Pictures that went up stay attached even if a later step fails, so they leave the queue one by one.
      for (const item of [...picked]) {
        await uploadOrderImage(orderId, item.file);
        URL.revokeObjectURL(item.preview);
        setPicked((current) => current.filter((candidate) => candidate !== item));
      }
      await deliverOrder(orderId, message);
      toast.show({ type: 'success', message: 'Заказ передан покупателю' });
      onDelivered();
    } catch (failure) {
      toast.show({ type: 'error', message: failureMessage(failure, 'Не удалось передать заказ') });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label="Передача заказа"
    >
      <TextArea
        label="Что получает покупатель"
        required
        rows={5}
        counter={TEXT_MAX}
        value={text}
        error={error}
        placeholder="Например: баланс пополнен на 1 000 ₽, проверьте кошелёк Steam"
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <div>
        <div className="mb-2 flex items-center justify-between gap-3">
          <label htmlFor={inputId} className="text-sm font-medium">
            Скриншоты
          </label>
          <span className="text-xs text-muted">PNG, JPEG или WebP до 10 МБ, не больше {ORDER_IMAGES_MAX}</span>
        </div>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          multiple
          className="sr-only"
          onChange={(event) => pick(event.target.files)}
          disabled={sending || room <= 0}
        />
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {picked.map((item, index) => (
            <li key={item.preview} className="relative overflow-hidden rounded-xl border border-border bg-surface-2">
              <img src={item.preview} alt={item.file.name} className="aspect-square w-full object-cover" />
              <button
                type="button"
                aria-label={`Убрать ${item.file.name}`}
                onClick={() => drop(index)}
                disabled={sending}
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-bg/80 text-text hover:bg-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
          {room > 0 ? (
            <li>
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                disabled={sending}
                className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border text-xs text-muted transition-colors hover:border-primary hover:text-text"
              >
                <ImagePlus aria-hidden="true" className="size-6" />
                Добавить
              </button>
            </li>
          ) : null}
        </ul>
      </div>
      <Button type="submit" size="lg" loading={sending} icon={<Send aria-hidden="true" />} fullWidth>
        Передать заказ
      </Button>
    </form>
  );
}
