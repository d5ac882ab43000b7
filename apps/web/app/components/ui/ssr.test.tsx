// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { Button } from './button';
import { Modal } from './modal';
import { NumberInput } from './number-input';
import { PhoneInput } from './phone-input';
import { RightPanel } from './right-panel';
import { Skeleton } from './skeleton';
import { Tabs } from './tabs';
import { TagsInput } from './tags-input';
import { TextArea, TextInput } from './text-input';
import { ToastProvider } from './toast';

const noop = () => {};

async function renderOnServer(element: ReactElement) {
  const routes = [{ path: '*', element }];
  const context = await createStaticHandler(routes).query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
}

describe('server rendering', () => {
  it('renders every primitive without a browser', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderOnServer(
      <ToastProvider>
        <Button loading>Купить</Button>
        <Skeleton />
        <Tabs
          items={[
            { value: 'a', label: 'Раздел', href: '/a', counter: 2 },
            { value: 'b', label: 'Другой' },
          ]}
        />
        <TextInput label="Ник" counter />
        <TextArea label="Описание" />
        <NumberInput label="Сумма" value={1500} onChange={noop} suffix="₽" />
        <PhoneInput label="Телефон" value="79123456789" />
        <TagsInput label="Теги" value={['cs2']} onChange={noop} />
        <Modal open onOpenChange={noop} title="Окно" />
        <BottomSheet open onOpenChange={noop} title="Шторка" />
        <RightPanel open onOpenChange={noop} title="Панель" />
      </ToastProvider>,
    );
    expect(html).toContain('Купить');
    expect(html).toContain('1\u00A0500');
    expect(html).toContain('data-toast-viewport');
  });
});
