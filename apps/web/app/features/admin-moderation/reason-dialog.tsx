import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';

/** Asks the moderator why: the seller, author or streamer reads the reason as written. */
export function ReasonDialog({
  title,
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= 3;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={title}
      description="Причину увидит владелец — напишите её так, чтобы было понятно, что исправить."
      footer={
        <Button variant="danger" fullWidth loading={busy} disabled={!ready} onClick={() => onConfirm(reason.trim())}>
          Скрыть
        </Button>
      }
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Причина</span>
        <textarea
          name="reason"
          rows={4}
          maxLength={500}
          value={reason}
          placeholder="Например: в описании обещан товар, которого нет в продаже"
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-xl border border-border bg-surface px-3 py-2"
        />
      </label>
    </Modal>
  );
}
