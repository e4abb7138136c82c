import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, FileExistsError, type FileStorage } from './file-storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, Ceph…); unset, AWS S3 itself. */
  endpoint: string | null;
  /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint
      ? // Most S3-compatible servers only route bucket/key paths, not bucket subdomains.
        { endpoint: options.endpoint, forcePathStyle: true }
      : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Files as objects of one bucket, named by their keys; downloads stream straight from S3. */
export function s3FileStorage(client: S3Client, bucket: string): FileStorage {
  async function has(key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
  return {
    has,
    async save(key, data) {
      // A check, not an If-None-Match write: not every S3-compatible server honours that header,
      // and keys are random UUIDs, so two writers never race for one.
      if (await has(key)) throw new FileExistsError(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length }),
      );
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: checkedKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('o S3 não devolveu um fluxo de bytes');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
  };
}
