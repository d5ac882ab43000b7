import {
  DISPUTE_IMAGES_LIMIT_MESSAGE,
  DISPUTE_IMAGES_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASON_MESSAGE,
  DISPUTE_REASONS,
  DISPUTE_TEXT_EMPTY_MESSAGE,
  DISPUTE_TEXT_MAX,
  ORDER_IMAGE_MAX_BYTES,
  type DisputeReason,
  type OrderView,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { TextArea } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { openDispute, type OrderViewer } from './order-client';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Previews of the chosen pictures, released when they change. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * The buyer opens a dispute: why (one reason from the list), what happened, and screenshots. All of it
 * becomes the dispute's opening in the order's conversation, where the seller answers and support joins.
 */
export function DisputeDialog({
  order,
  viewer,
  open,
  onOpenChange,
  onOpened,
}: {
  order: OrderView;
  viewer: OrderViewer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (order: OrderView) => void;
}) {
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const previews = usePreviews(files);
  const reasonError = tried && !reason ? DISPUTE_REASON_MESSAGE : null;
  const textError = tried && !text.trim() ? DISPUTE_TEXT_EMPTY_MESSAGE : null;

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const fitting = picked.filter((file) => ACCEPTED.includes(file.type) && file.size <= ORDER_IMAGE_MAX_BYTES);
    if (fitting.length < picked.length)
      toast.show({ type: 'warning', message: 'Загрузите изображение PNG, JPEG или WebP до 10 МБ' });
    const next = [...files, ...fitting];
    if (next.length > DISPUTE_IMAGES_MAX) toast.show({ type: 'warning', message: DISPUTE_IMAGES_LIMIT_MESSAGE });
    setFiles(next.slice(0, DISPUTE_IMAGES_MAX));
  }

  async function submit() {
    setTried(true);
    if (!reason || !text.trim()) return;
    setBusy(true);
    try {
      const updated = await openDispute(order.id, viewer, { reason, text: text.trim(), files });
      toast.show({ type: 'success', message: 'Спор открыт. Продавец ответит в переписке, поддержка подключится' });
      onOpenChange(false);
      onOpened(updated);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось открыть спор. Попробуйте ещё раз') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Открыть спор"
      description="Оплата останется у Лутмаркета, пока спор не решён. Продавец ответит в переписке по заказу, служба поддержки подключится к ней и примет решение."
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Отмена
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void submit()}>
            Открыть спор
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
          <legend className="mb-2 text-sm font-medium">
            Причина <span className="text-danger">*</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {DISPUTE_REASONS.map((value) => (
              <label
                key={value}
                className={clsx(
                  'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm transition-colors',
                  reason === value
                    ? 'border-primary bg-primary-soft'
                    : 'border-border bg-surface-2 hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {DISPUTE_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {reasonError ? (
            <p id={`${id}-reason-error`} role="alert" className="mt-1.5 text-xs text-danger">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label="Что случилось"
          required
          rows={5}
          counter={DISPUTE_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={textError}
          placeholder="Например: ключ не активируется, Steam пишет, что он уже использован"
        />
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Скриншоты</p>
          <ul className="flex flex-wrap gap-2" aria-label="Приложенные изображения">
            {previews.map((url, index) => (
              <li key={url} className="relative size-20 overflow-hidden rounded-xl border border-border bg-surface-2">
                <img src={url} alt={`Изображение ${index + 1}`} className="size-full object-cover" />
                <button
                  type="button"
                  aria-label={`Убрать изображение ${index + 1}`}
                  onClick={() => setFiles(files.filter((_, at) => at !== index))}
                  className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/60 text-white"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
            {files.length < DISPUTE_IMAGES_MAX ? (
              <li>
                <label className="grid size-20 cursor-pointer place-items-center rounded-xl border border-dashed border-border text-muted hover:border-primary hover:text-primary">
                  <ImagePlus aria-hidden className="size-6" />
                  <span className="sr-only">Добавить изображение</span>
                  <input
                    type="file"
                    accept={ACCEPTED.join(',')}
                    multiple
                    className="sr-only"
                    data-testid="dispute-pictures"
                    onChange={addFiles}
                  />
                </label>
              </li>
            ) : null}
          </ul>
          <p className="text-xs text-muted">До {DISPUTE_IMAGES_MAX} изображений PNG, JPEG или WebP, до 10 МБ каждое</p>
        </div>
      </div>
    </Modal>
  );
}
