import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { proxiedRequestHandler } from './s3-proxy.js';

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys listed per request (the S3 maximum is 1000). */
  pageSize?: number;
}

/** The bucket does not exist (any more), or these credentials may not read it. */
export class RepositoryMissingError extends Error {}

export interface MirrorResult {
  objects: number;
  downloaded: number;
  bytes: number;
}

/** A key as a relative path under the mirror: no absolute paths, no climbing out with "..". */
export function mirrorPathOf(root: string, key: string): string | null {
  const parts = key.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.some((p) => p === '..' || p.includes('\0'))) return null;
  return path.join(root, ...parts);
}

export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    // S3-compatible servers (MinIO, NAS appliances, s3rver) name the bucket in the path.
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    requestHandler: proxiedRequestHandler(location.endpoint),
  });
}

async function listAll(client: S3Client, location: S3Location): Promise<_Object[]> {
  const out: _Object[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: location.bucket,
        ContinuationToken: token,
        MaxKeys: location.pageSize ?? 1000,
      }),
    );
    out.push(...(page.Contents ?? []));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out;
}

/**
 * Brings the bucket's objects into `root` (one file per key, its modification time the object's),
 * fetching only objects whose size or time changed, and removes files whose object is gone: the
 * folder scanner then reads the mirror as it reads any folder, and its index skips what it knows.
 */
export async function mirrorBucket(
  location: S3Location,
  root: string,
  signal?: AbortSignal,
): Promise<MirrorResult> {
  const client = s3Client(location);
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403) {
        throw new RepositoryMissingError(`Bucket "${location.bucket}" not found at ${location.endpoint}.`);
      }
      throw error;
    }
    await fs.mkdir(root, { recursive: true });
    const objects = await listAll(client, location);
    const kept = new Set<string>();
    const result: MirrorResult = { objects: 0, downloaded: 0, bytes: 0 };
    for (const object of objects) {
      if (signal?.aborted) break;
      if (!object.Key || object.Key.endsWith('/')) continue;
      const target = mirrorPathOf(root, object.Key);
      if (!target) continue;
      kept.add(target);
      result.objects += 1;
      const modified = object.LastModified ?? new Date(0);
      const stat = await fs.stat(target).catch(() => null);
      if (stat && stat.size === object.Size && Math.abs(stat.mtimeMs - modified.getTime()) < 1000) continue;
      const response = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: object.Key }), {
        abortSignal: signal,
      });
      await fs.mkdir(path.dirname(target), { recursive: true });
      await pipeline(response.Body as Readable, createWriteStream(target));
      await fs.utimes(target, modified, modified);
      result.downloaded += 1;
      result.bytes += object.Size ?? 0;
    }
    if (!signal?.aborted) await removeOthers(root, kept);
    return result;
  } finally {
    client.destroy();
  }
}

async function removeOthers(dir: string, kept: ReadonlySet<string>): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await removeOthers(full, kept);
    else if (!kept.has(full)) await fs.rm(full, { force: true });
  }
}
