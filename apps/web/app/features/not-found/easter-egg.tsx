import { clsx } from 'clsx';
import { Keyboard, Pointer } from 'lucide-react';
import { EGG_SLIDES } from './egg-slides';
import { useEggStepper } from './use-egg-stepper';

export const EGG_HINT_KEYBOARD = 'Нажми F, чтобы отдать дань уважения';
export const EGG_HINT_TOUCH = 'Коснись картинки';

/** The 404 easter egg: five scenes, stepped with F or by tapping the picture. */
export function EasterEgg() {
  const [index, advance] = useEggStepper(EGG_SLIDES.length);
  const slide = EGG_SLIDES[index] ?? EGG_SLIDES[0]!;
  const { Illustration } = slide;

  return (
    <figure className="mx-auto w-full max-w-md rounded-3xl border border-border bg-surface p-3 shadow-card sm:p-4 lg:max-w-none">
      <button
        type="button"
        onClick={advance}
        aria-label="Следующая картинка"
        className="group relative block aspect-[3/2] w-full overflow-hidden rounded-2xl bg-surface-2 bg-[radial-gradient(70%_90%_at_50%_0%,rgba(124,92,255,0.22),transparent_70%)] transition-colors hover:bg-surface-3/70 active:scale-[0.99]"
      >
        <div
          key={slide.id}
          className="size-full transition-[opacity,transform] duration-300 ease-out group-hover:scale-[1.03] starting:scale-90 starting:opacity-0"
        >
          <Illustration className="size-full" />
        </div>
      </button>
      <figcaption className="px-2 pt-4 pb-2 text-center sm:px-4">
        <p aria-live="polite" className="min-h-12 text-base font-semibold text-balance sm:text-lg">
          <span className="sr-only">{`Картинка ${index + 1} из ${EGG_SLIDES.length}. `}</span>
          {slide.caption}
        </p>
        <div aria-hidden="true" className="mt-4 flex justify-center gap-1.5">
          {EGG_SLIDES.map((item, i) => (
            <span
              key={item.id}
              className={clsx(
                'h-1.5 rounded-full transition-all duration-300',
                i === index ? 'w-6 bg-primary-fill' : 'w-1.5 bg-surface-3',
              )}
            />
          ))}
        </div>
        <p className="mt-4 flex items-center justify-center gap-2 text-sm text-muted">
          <Keyboard aria-hidden="true" className="size-4 shrink-0 text-subtle pointer-coarse:hidden" />
          <Pointer aria-hidden="true" className="hidden size-4 shrink-0 text-subtle pointer-coarse:block" />
          {/* Both hints are rendered on the server; CSS picks the one matching the device. */}
          <span className="pointer-coarse:hidden">{EGG_HINT_KEYBOARD}</span>
          <span className="hidden pointer-coarse:inline">{EGG_HINT_TOUCH}</span>
        </p>
      </figcaption>
    </figure>
  );
}
