import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

export function s3Client(location: S3Location): S3Client {
  return new S3Client({
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
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix: string,
  ) {
    this.keyPrefix = prefix ? `${prefix}/` : '';
  }

  get location(): string {
    return `s3://${this.bucket}/${this.keyPrefix}`;
  }

  async put(name: string, data: Buffer, contentType = contentTypeOf(name)): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
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
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + name }),
      );
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return {
        body,
        contentType: answer.ContentType ?? contentTypeOf(name),
        etag: answer.ETag ?? `"${body.length.toString(16)}-${name}"`,
      };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface wants.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + name }));
  }
}
