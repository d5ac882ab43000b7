import {
  WEBHOOK_EVENT_TITLES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_ROTATION_HOURS,
} from '@lootmarket/domain';
import { Code, Section } from './docs-parts';
import { EXAMPLE_EVENT, PHP_VERIFY, PYTHON_VERIFY, TYPESCRIPT_VERIFY } from './webhook-examples';

/** The guide's webhooks part: events, the signed request, checking the signature, retries. */
export function WebhookDocs({ base }: { base: string }) {
  return (
    <Section id="webhooks" title="5. Вебхуки">
      {/* Long routes and header names wrap on a phone instead of widening the page. */}
      <div className="space-y-3 [&_li_code]:[overflow-wrap:anywhere] [&_p_code]:[overflow-wrap:anywhere]">
        <p>
          Вебхук — адрес вашего сервера, на который мы отправляем события магазина сразу, как они случились. Добавьте
          его в «Магазин» → «API» → «Вебхуки» или запросом с правом <code>webhooks:manage</code>:
        </p>
        <Code>{`curl -X POST -H "Authorization: Bearer lm_live_…" \\\n  -H "Content-Type: application/json" \\\n  -d '{"url":"https://example.ru/lootmarket","events":["order.paid","stock.low"],"stockLowThreshold":5}' \\\n  ${base}/webhooks`}</Code>
        <p>
          В ответе — секрет <code>whsec_…</code>: он показывается один раз. Ещё есть <code>GET /webhooks</code>,{' '}
          <code>PATCH /webhooks/{'{id}'}</code> (адрес, события или порог остатка),{' '}
          <code>DELETE /webhooks/{'{id}'}</code>, <code>POST /webhooks/{'{id}'}/test</code> (тестовое событие{' '}
          <code>webhook.test</code> сразу), <code>POST /webhooks/{'{id}'}/rotate</code> (новый секрет),{' '}
          <code>GET /webhooks/{'{id}'}/deliveries</code> (журнал за {WEBHOOK_LOG_DAYS} дней) и повтор доставок:{' '}
          <code>
            POST /webhooks/{'{id}'}/deliveries/{'{deliveryId}'}/replay
          </code>{' '}
          или за период — <code>POST /webhooks/{'{id}'}/replay</code> с <code>{'{ "since", "until" }'}</code>.
        </p>
        <h3 className="text-lg font-semibold">События</h3>
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <li key={type}>
              <code>{type}</code> — {WEBHOOK_EVENT_TITLES[type].toLowerCase()}
            </li>
          ))}
        </ul>
        <h3 className="text-lg font-semibold">Запрос</h3>
        <p>
          Событие приходит запросом <code>POST</code> с телом JSON. В теле — тип, объект, его порядковый номер{' '}
          <code>sequence</code> (растёт на единицу с каждым событием одного заказа, предложения или выплаты — по нему
          можно расставить события, пришедшие не по порядку) и время. <code>webhook-id</code> одинаков у всех попыток и
          повторов одного события: по нему отбрасывайте дубликаты.
        </p>
        <Code label="Пример события">{EXAMPLE_EVENT}</Code>
        <h3 className="text-lg font-semibold">Проверка подписи</h3>
        <p>
          Подпись — по стандарту Standard Webhooks: HMAC-SHA256 строки{' '}
          <code>{'{webhook-id}.{webhook-timestamp}.{тело}'}</code> ключом из секрета (base64 после <code>whsec_</code>),
          в base64, с приставкой <code>v1,</code>. Проверяйте подпись по телу в точности как оно пришло, до разбора
          JSON. После смены секрета старый ещё {WEBHOOK_ROTATION_HOURS} часа подписывает события вместе с новым —
          подписи идут через пробел. Можно взять и готовые библиотеки <code>standardwebhooks</code> для Node.js, Python
          и PHP.
        </p>
        <p className="font-medium">TypeScript (Node.js)</p>
        <Code label="Проверка подписи на TypeScript">{TYPESCRIPT_VERIFY}</Code>
        <p className="font-medium">Python</p>
        <Code label="Проверка подписи на Python">{PYTHON_VERIFY}</Code>
        <p className="font-medium">PHP</p>
        <Code label="Проверка подписи на PHP">{PHP_VERIFY}</Code>
        <h3 className="text-lg font-semibold">Ответ и повторы</h3>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Ответьте кодом <code>2xx</code> за 10 секунд — событие доставлено. Перенаправления не выполняются.
          </li>
          <li>
            Иначе повторим: через 5 с, 15 с, 45 с и дальше всё реже, до суток между попытками — 14 попыток примерно за
            четыре с половиной дня. Ответ <code>410 Gone</code> прекращает попытки для этого события.
          </li>
          <li>
            Если три дня не проходит ни одна доставка, вебхук отключается, и мы пишем вам на почту. Отправьте тестовое
            событие — после успешной доставки вебхук заработает снова.
          </li>
          <li>Адрес — только https и только публичный: внутренние и локальные адреса не принимаются.</li>
        </ul>
      </div>
    </Section>
  );
}
