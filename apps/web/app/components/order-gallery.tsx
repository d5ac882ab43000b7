import type { OrderImage } from '@lootmarket/domain';

/** The delivery pictures, each opening full size in a new tab. */
export function OrderGallery({ images }: { images: OrderImage[] }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="Изображения к заказу" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {images.map((image, index) => (
        <li key={image.id}>
          <a
            href={image.url}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-xl border border-border bg-surface-2 hover:border-primary"
          >
            <img
              src={image.url}
              alt={`Изображение ${index + 1}`}
              width={image.width}
              height={image.height}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
