import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { RightPanel } from '#app/components/ui/right-panel';

export function OverlayDemo() {
  const [modal, setModal] = useState(false);
  const [nested, setNested] = useState(false);
  const [panel, setPanel] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setModal(true)}>
        Модальное окно
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setPanel(true)}>
        Боковая панель
      </Button>
      <Modal
        open={modal}
        onOpenChange={setModal}
        title="Подтвердите получение"
        description="Деньги уйдут продавцу, а заказ закроется."
        footer={
          <div className="flex gap-2">
            <Button onClick={() => setNested(true)}>Ещё одно окно</Button>
            <Button variant="ghost" onClick={() => setModal(false)}>
              Отмена
            </Button>
          </div>
        }
      >
        <p className="text-muted">На телефоне окно открывается снизу и закрывается свайпом вниз.</p>
      </Modal>
      <Modal open={nested} onOpenChange={setNested} title="Второе окно" size="md">
        <p className="text-muted">Окна складываются стопкой: каждое следующее выше предыдущего.</p>
      </Modal>
      <RightPanel open={panel} onOpenChange={setPanel} title="Фильтры">
        <p className="text-muted">Панель справа на компьютере и во всю ширину на телефоне.</p>
      </RightPanel>
    </div>
  );
}
