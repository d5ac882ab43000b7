/** Spec §6 seller rules, in the words a seller reads before applying. */
export const SELLER_RULES = [
  'Продавец сам выполняет доставку товара покупателю.',
  'Деньги за заказ поступают продавцу после того, как покупатель подтвердит получение.',
  'Запрещены ложная информация о товаре, мошенничество, общение с покупателем вне платформы и запрещённые товары.',
  'За нарушения — возврат денег покупателю, снятие товаров с продажи и блокировка аккаунта.',
] as const;

export function SellerRules() {
  return (
    <section aria-labelledby="seller-rules-title" className="rounded-2xl border border-border bg-surface-2 p-4">
      <h3 id="seller-rules-title" className="mb-2 text-sm font-semibold">
        Правила для продавцов
      </h3>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted">
        {SELLER_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
