import { useState } from 'react';
import { NumberInput } from '#app/components/ui/number-input';
import { PhoneInput } from '#app/components/ui/phone-input';
import { TagsInput } from '#app/components/ui/tags-input';
import { TextArea, TextInput } from '#app/components/ui/text-input';

export function FormDemo() {
  const [amount, setAmount] = useState<number | null>(150);
  const [phone, setPhone] = useState('');
  const [tags, setTags] = useState(['steam', 'ключ']);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput label="Имя на стриме" required counter placeholder="Как вас показать" />
      <NumberInput label="Сумма доната" value={amount} onChange={setAmount} min={100} max={10_000} suffix="₽" />
      <PhoneInput
        label="Телефон"
        value={phone}
        onChange={setPhone}
        hint={phone ? `Сохранится как ${phone}` : undefined}
      />
      <TagsInput label="Теги" value={tags} onChange={setTags} />
      <TextArea label="Сообщение" counter className="sm:col-span-2" placeholder="Текст появится на стриме" />
      <TextInput label="Почта" error="Некорректный email" defaultValue="user@" />
    </div>
  );
}
