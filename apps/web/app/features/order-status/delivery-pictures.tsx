import type { OrderImage } from '@lootmarket/domain';
import { useEffect, useState } from 'react';
import { OrderGallery } from '#app/components/order-gallery';
import { fetchDeliveryPictures, type OrderViewer } from './order-client';

/**
 * Screenshots and pictures the seller handed over with a manual delivery. They are a supplement to the
 * seller's message, so a failed load leaves the page as it is instead of showing an error.
 */
export function DeliveryPictures({ orderId, viewer }: { orderId: string; viewer: OrderViewer }) {
  const [images, setImages] = useState<OrderImage[]>([]);
  const token = viewer.kind === 'guest' ? viewer.token : null;
  useEffect(() => {
    let current = true;
    fetchDeliveryPictures(orderId, token ? { kind: 'guest', token } : { kind: 'user' })
      .then((items) => current && setImages(items))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [orderId, token]);
  if (images.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="mb-1 text-xs text-muted">Изображения от продавца</p>
      <OrderGallery images={images} />
    </div>
  );
}
