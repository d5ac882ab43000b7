import { API_TOKEN_DEFAULT_LIFETIME, API_TOKENS_PER_USER } from '@lootmarket/domain';
import { Code, Section } from './docs-parts';
import { ScopeTable } from './scope-table';
import { WebhookDocs } from './webhook-docs';

/** The sellers' API guide: tokens, a first call, scopes, limits and errors, webhooks. */
export function ApiDocs({ origin, defaultPerMinute }: { origin: string; defaultPerMinute: number }) {
  const base = `${origin}/api/gw/private/v1`;
  return (
    <main className="mx-auto w-full max-w-[880px] space-y-10 px-4 py-8 sm:px-6 lg:py-12">
      <header className="space-y-3">
        <h1 className="text-3xl font-black tracking-tight">API для продавцов</h1>
        <p className="text-muted">
          Загружайте ключи, меняйте цены, выдавайте заказы и отвечайте покупателям из своей программы — без входа на
          сайт и без передачи пароля от аккаунта. Каждый токен может только то, что вы ему разрешили, и отзывается в
          один клик.
        </p>
      </header>
      <Section id="token" title="1. Создайте токен">
        <p>
          В профиле откройте «Магазин» → «API», назовите токен, отметьте права и срок: 30, 90 или 365 дней (по умолчанию{' '}
          {API_TOKEN_DEFAULT_LIFETIME}). Можно ограничить адреса, с которых им пользуются. Токен показывается один раз:
          сохраните его в менеджере секретов. Действующих токенов — не больше {API_TOKENS_PER_USER}.
        </p>
        <p className="text-sm text-muted">
          Токены начинаются с <code>lm_live_</code>, поэтому сканеры секретов находят их в коде и логах. Вывод денег,
          управление токенами и настройки профиля токенам недоступны никогда.
        </p>
      </Section>
      <Section id="call" title="2. Первый запрос">
        <Code>{`curl -H "Authorization: Bearer lm_live_…" \\\n  ${base}/offer/list`}</Code>
        <p>Загрузка ключей в предложение (право stock:write):</p>
        <Code>{`curl -X PUT -H "Authorization: Bearer lm_live_…" \\\n  -H "Content-Type: application/json" \\\n  -d '{"mode":"keys","text":"AAAA-1111\\nBBBB-2222"}' \\\n  ${base}/seller/stock/{offerId}`}</Code>
      </Section>
      <Section id="scopes" title="3. Права токена">
        <ScopeTable />
      </Section>
      <Section id="limits" title="4. Лимиты и ошибки">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            У каждого токена свой лимит — {defaultPerMinute} запросов в минуту. Ответы несут заголовки{' '}
            <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> и <code>RateLimit-Reset</code>; сверх лимита
            — <code>429</code> с <code>Retry-After</code> в секундах.
          </li>
          <li>
            <code>401</code> — токен неизвестен, отозван или истёк.
          </li>
          <li>
            <code>403 TOKEN_SCOPE_MISSING</code> — у токена нет нужного права; его имя в{' '}
            <code>details.missingScope</code> (null — адрес токенам недоступен). <code>403 TOKEN_ADDRESS_REFUSED</code>{' '}
            — запрос пришёл не с разрешённого адреса.
          </li>
          <li>
            Ошибки всегда в одном виде: <code>{'{ "code", "message", "details" }'}</code>, где <code>code</code> —
            стабильный код для программ, а <code>message</code> — текст на русском для людей.
          </li>
        </ul>
      </Section>
      <WebhookDocs base={base} />
    </main>
  );
}
