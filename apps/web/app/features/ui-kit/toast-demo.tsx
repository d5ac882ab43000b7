import type { ToastType } from '@lootmarket/domain';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';

const SAMPLES: { type: ToastType; label: string; message: string }[] = [
  { type: 'success', label: 'Успех', message: 'Заказ оплачен, ключ уже на странице заказа' },
  { type: 'warning', label: 'Предупреждение', message: 'Продавец ещё не принял заказ' },
  { type: 'error', label: 'Ошибка', message: 'Не удалось стать продавцом. Пожалуйста, попробуйте еще раз.' },
  { type: 'info', label: 'Инфо', message: 'Код отправлен на почту' },
];

export function ToastDemo() {
  const toast = useToast();
  const showFive = () => {
    for (let i = 1; i <= 5; i += 1) toast.show({ type: 'info', message: `Уведомление №${i}` });
  };
  return (
    <div className="flex flex-wrap gap-2">
      {SAMPLES.map((sample) => (
        <Button key={sample.type} variant="secondary" size="sm" onClick={() => toast.show(sample)}>
          {sample.label}
        </Button>
      ))}
      <Button size="sm" onClick={showFive}>
        Пять уведомлений подряд
      </Button>
    </div>
  );
}
