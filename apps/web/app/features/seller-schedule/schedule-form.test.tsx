import type { SellerSchedule } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { ScheduleForm } from './schedule-form';

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, open: true, from: '10:00', to: '22:00' }));
const weekend = [6, 7].map((day) => ({ day, open: false, from: '00:00', to: '24:00' }));
const schedule: SellerSchedule = {
  timeZone: 'Asia/Yekaterinburg',
  days: [...weekend, ...weekdays],
  vacation: { on: false, until: null },
  now: { open: true, backAt: null },
};

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ToastProvider>
            <ScheduleForm schedule={schedule} />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ['/7/shop/schedule'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ScheduleForm', () => {
  it('shows the week from Monday with hours of open days and the zone', () => {
    renderForm();
    const days = screen.getAllByRole('checkbox').slice(0, 7);
    expect(days.map((box) => box.closest('label')?.textContent)).toEqual([
      'Понедельник',
      'Вторник',
      'Среда',
      'Четверг',
      'Пятница',
      'Суббота',
      'Воскресенье',
    ]);
    expect(screen.getByRole('combobox', { name: 'Понедельник: с' })).toHaveValue('10:00');
    expect(screen.getByRole('combobox', { name: 'Пятница: до' })).toHaveValue('22:00');
    expect(screen.queryByRole('combobox', { name: 'Суббота: с' })).toBeNull();
    expect(screen.getAllByText('Выходной')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue('Asia/Yekaterinburg');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('opens a day off with its hours and asks for the return date on vacation', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Суббота' }));
    expect(screen.getByRole('combobox', { name: 'Суббота: до' })).toHaveValue('24:00');
    expect(screen.queryByLabelText(/Вернусь/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Отпуск/ }));
    expect(screen.getByLabelText(/Вернусь/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
