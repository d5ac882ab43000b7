import { guestEmailSchema, SPRING_SALE_CAMPAIGN } from '@lootmarket/domain';
import { saleEndpoints } from '@lootmarket/domain/endpoints/promo';
import { PartyPopper } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** Taking part in the spring-sale draw (`POST sale`) with the e-mail the result goes to. */
export function SaleEntryForm({ accountEmail }: { accountEmail: string | null }) {
  const [email, setEmail] = useState(accountEmail ?? '');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [entered, setEntered] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = guestEmailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSending(true);
    try {
      const entry = await api.call(saleEndpoints.enter, {
        body: { campaign: SPRING_SALE_CAMPAIGN, email: parsed.data },
      });
      setEntered(entry.email);
    } catch (failure) {
      setError(failureMessage(failure, 'Не удалось записать участие. Попробуйте ещё раз'));
    } finally {
      setSending(false);
    }
  }

  if (entered) {
    return (
      <p
        role="status"
        className="mt-4 flex items-start gap-3 rounded-xl border border-accent/30 bg-accent/10 p-3 text-sm leading-snug"
      >
        <PartyPopper aria-hidden className="mt-0.5 size-[18px] shrink-0 text-accent" />
        <span>
          Вы участвуете в розыгрыше! Итоги придут на <span className="font-semibold break-all">{entered}</span>.
        </span>
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Участие в розыгрыше"
      className="mt-4 flex flex-col gap-3 tablet:flex-row tablet:items-start"
    >
      <div className="min-w-0 flex-1">
        <TextInput
          label="E-mail для участия"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="mail@example.ru"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </div>
      <Button type="submit" variant="secondary" loading={sending} className="tablet:mt-6">
        Участвовать
      </Button>
    </form>
  );
}
