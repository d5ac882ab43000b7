import {
  DONATION_PAGE_REPORT_REASONS,
  DONATION_PAGE_REPORT_TITLES,
  type DonationPageReportReason,
} from '@lootmarket/domain';
import { donationPageModerationEndpoints } from '@lootmarket/domain/endpoints/moderation';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** «Пожаловаться»: anyone, guests too, tells the moderators what is wrong with this donate page. */
export function ReportPage({ slug }: { slug: string }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DonationPageReportReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!reason) return;
    setBusy(true);
    try {
      await api.call(donationPageModerationEndpoints.report, { params: { slug }, body: { reason, text: text.trim() } });
      toast.show({ type: 'success', message: 'Жалоба отправлена. Модераторы её проверят.' });
      setOpen(false);
      setReason(null);
      setText('');
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отправить жалобу') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mx-auto mt-4 inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-muted hover:text-text"
      >
        <Flag aria-hidden className="size-4" />
        Пожаловаться
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Пожаловаться на страницу"
        description="Модераторы проверят страницу и скроют её, если она нарушает правила."
        footer={
          <Button fullWidth loading={busy} disabled={!reason} onClick={() => void send()}>
            Отправить
          </Button>
        }
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Что не так</legend>
          {DONATION_PAGE_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-border px-3 text-sm"
            >
              <input
                type="radio"
                name="report-reason"
                className="size-4 accent-primary"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {DONATION_PAGE_REPORT_TITLES[value]}
            </label>
          ))}
        </fieldset>
        <label className="mt-3 block text-sm">
          <span className="mb-1 block font-medium">Подробности (необязательно)</span>
          <textarea
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-xl border border-border bg-surface px-3 py-2"
          />
        </label>
      </Modal>
    </>
  );
}
