import type { ImagesStoreConfig } from '../../config';
import { FileBlobStore, type BlobStore } from './blob-store';
import { S3BlobStore, s3Connection } from './s3-blob-store';

/** The stores of every kind of image the shop keeps; each area has its own folder or prefix. */
export interface ImageStores {
  products: BlobStore;
  reviews: BlobStore;
  /** Ends the S3 client's sockets (nothing to do for folders). */
  close(): void;
}

export function createImageStores(config: ImagesStoreConfig): ImageStores {
  if (config.kind === 'file') {
    return {
      products: new FileBlobStore(config.productsDir),
      reviews: new FileBlobStore(config.reviewsDir),
      close: () => undefined,
    };
  }
  const connection = s3Connection(config);
  const under = (area: string) => (config.prefix ? `${config.prefix}/${area}` : area);
  return {
    products: new S3BlobStore(connection, config.bucket, under('products')),
    reviews: new S3BlobStore(connection, config.bucket, under('reviews')),
    close: () => connection.destroy(),
  };
}
