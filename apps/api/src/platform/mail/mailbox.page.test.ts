import { describe, expect, it } from 'vitest';
import { renderMailboxPage } from './mailbox.page';

describe('renderMailboxPage', () => {
  it('shows each mail with its whole text, escaped', () => {
    const html = renderMailboxPage([
      {
        to: 'buyer@mail.ru',
        subject: 'Ваш заказ: Ключ',
        text: 'Ваш ключ:\nAAAA-BBBB <script>\nСтатус заказа: http://localhost/order-status/1?token=x&y=1',
        createdAt: new Date('2026-11-28T12:00:00Z'),
      },
    ]);
    expect(html).toContain('<pre>Ваш ключ:\nAAAA-BBBB &lt;script&gt;\n');
    expect(html).toContain('token=x&amp;y=1</pre>');
    expect(html).not.toContain('<script>');
  });
});
