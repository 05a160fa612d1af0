import type { S3Client } from '@aws-sdk/client-s3';
import type { BlobStore, StoredBlob } from './blob-store';
import { contentTypeOf } from './blob-store';

export interface S3Location {
  bucket: string;
  /** Key prefix without slashes at either end ('' for the bucket's root). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** An S3 client and the SDK it came from, made once the SDK has loaded. */
export interface S3Connection {
  ready: Promise<{ sdk: S3Sdk; client: S3Client }>;
  /** Ends the client's sockets. */
  destroy(): void;
}

/**
 * The AWS SDK (several MB of code) is loaded only by a store whose images are in S3
 * (IMAGES_STORE=s3), when it starts; a store on folders never holds it.
 */
export function s3Connection(location: S3Location): S3Connection {
  let client: S3Client | null = null;
  const ready = import('@aws-sdk/client-s3').then((sdk) => {
    client = s3Client(sdk, location);
    return { sdk, client };
  });
  // A failed load fails each call that awaits it; it must not end the process first.
  ready.catch(() => undefined);
  return { ready, destroy: () => client?.destroy() };
}

function s3Client(sdk: S3Sdk, location: S3Location): S3Client {
  return new sdk.S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(location.credentials ? { credentials: location.credentials } : {}),
    forcePathStyle: location.forcePathStyle,
    // Uploads are small buffers we made; the SDK's default flexible checksums need a Content-MD5 or
    // CRC the S3-compatible servers we target may not all verify, so only send them when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Images in an S3 bucket through the official AWS SDK (ADR 0014): one object per file under
 * `prefix/area/`. Objects are written whole by PutObject, so a reader never sees half a file.
 */
export class S3BlobStore implements BlobStore {
  private readonly keyPrefix: string;

  constructor(
    private readonly connection: S3Connection,
    private readonly bucket: string,
    prefix: string,
  ) {
    this.keyPrefix = prefix ? `${prefix}/` : '';
  }

  get location(): string {
    return `s3://${this.bucket}/${this.keyPrefix}`;
  }

  async put(name: string, data: Buffer, contentType = contentTypeOf(name)): Promise<void> {
    const { sdk, client } = await this.connection.ready;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyPrefix + name,
        Body: data,
        ContentType: contentType,
        // Names are random and never reused: anything in front of the bucket may keep them a year.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredBlob | null> {
    const { sdk, client } = await this.connection.ready;
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + name }),
      );
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return {
        body,
        contentType: answer.ContentType ?? contentTypeOf(name),
        etag: answer.ETag ?? `"${body.length.toString(16)}-${name}"`,
      };
    } catch (err) {
      if (err instanceof sdk.NoSuchKey) return null;
      if (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface wants.
    const { sdk, client } = await this.connection.ready;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + name }));
  }
}
