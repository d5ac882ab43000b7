import {
  CONTACT_METHOD_TEXT,
  DEFAULT_CONTACT_METHOD,
  sellerApplicationSchema,
  type ContactMethod,
} from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { ContactMethodPicker } from '#app/components/contact-method-picker';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { SELLER_SUBMIT_FAILED, submitSellerApplication } from './seller-application-api';
import { SellerRules } from './seller-rules';
import { SELLER_APPLIED_EVENT } from './use-seller-application';

type Errors = { telegram_login?: string; policy_accepted?: string };

/** Where the team's answer comes, for the thank-you view. */
const REPLY_WHERE: Record<ContactMethod, string> = {
  TELEGRAM: 'в Telegram',
  EMAIL: 'на почту',
  VK: 'во ВКонтакте',
};

export interface SellerApplicationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Replaces the network call in tests. */
  submit?: typeof submitSellerApplication;
}

/** Spec §4 seller modal: form → submitting → thank-you; closing starts over from a clean form. */
export function SellerApplicationModal({
  open,
  onOpenChange,
  submit = submitSellerApplication,
}: SellerApplicationModalProps) {
  const toast = useToast();
  const [method, setMethod] = useState<ContactMethod>(DEFAULT_CONTACT_METHOD);
  const [login, setLogin] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState(false);

  function close() {
    setMethod(DEFAULT_CONTACT_METHOD);
    setLogin('');
    setAccepted(false);
    setErrors({});
    setSuccess(false);
    setSubmitting(false);
    onOpenChange(false);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const parsed = sellerApplicationSchema.safeParse({
      contact_method: method,
      telegram_login: login,
      policy_accepted: accepted,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submit(parsed.data);
      setSuccess(true);
      window.dispatchEvent(new Event(SELLER_APPLIED_EVENT));
    } catch {
      toast.show({ type: 'error', message: SELLER_SUBMIT_FAILED });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={success ? 'Спасибо за заявку!' : 'Стать продавцом'}
    >
      {success ? (
        <div className="space-y-5">
          <p className="text-sm text-muted">
            Мы проверим заявку и напишем вам {REPLY_WHERE[method]}. Обычно это занимает не больше суток.
          </p>
          <Button fullWidth onClick={close}>
            OK
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <SellerRules />
          <ContactMethodPicker
            value={method}
            onChange={(next) => {
              setMethod(next);
              if (errors.telegram_login) setErrors((current) => ({ ...current, telegram_login: undefined }));
            }}
          />
          <TextInput
            label={CONTACT_METHOD_TEXT[method].field}
            name="telegram_login"
            type={method === 'EMAIL' ? 'email' : 'text'}
            placeholder={CONTACT_METHOD_TEXT[method].placeholder}
            autoCapitalize="none"
            spellCheck={false}
            required
            value={login}
            error={errors.telegram_login}
            onChange={(event) => {
              setLogin(event.target.value);
              if (errors.telegram_login) setErrors((current) => ({ ...current, telegram_login: undefined }));
            }}
          />
          <div>
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="policy_accepted"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={accepted}
                aria-invalid={errors.policy_accepted ? true : undefined}
                aria-describedby={errors.policy_accepted ? 'seller-policy-error' : undefined}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (errors.policy_accepted) setErrors((current) => ({ ...current, policy_accepted: undefined }));
                }}
              />
              <span className="text-muted">
                Я принимаю правила для продавцов и{' '}
                <a
                  href="/policy"
                  target="_blank"
                  rel="noopener"
                  className="text-primary underline-offset-2 hover:underline"
                >
                  политику конфиденциальности
                </a>
              </span>
            </label>
            {errors.policy_accepted ? (
              <p id="seller-policy-error" role="alert" className="mt-1.5 text-sm text-danger">
                {errors.policy_accepted}
              </p>
            ) : null}
          </div>
          <Button type="submit" fullWidth loading={submitting}>
            OK
          </Button>
        </form>
      )}
    </Modal>
  );
}
