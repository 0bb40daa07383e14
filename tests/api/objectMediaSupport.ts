import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ObjectImagesSetup, UploadImagesReply } from '../../schema/api/objects';
import { storageFor } from '../../server/core/storage';
import type { UploadReply } from '../../server/modules/files/service';
import { multipartBody, type UploadFile } from '../fixtures/multipart';
import type { Client, TestApp } from './harness';

/** Small images made on the spot: a coloured picture of a size, in a format. */
export function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  color = '#3a7bd5',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: color } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect x="${width / 4}" y="${height / 4}" width="${width / 2}" height="${height / 2}" fill="#f5e6ca"/></svg>`,
      ),
    },
  ]);
  return image.toFormat(format).toBuffer();
}

export async function dimensions(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '' };
}

export function uploadImages(client: Client, files: readonly UploadFile[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(files);
  return client.request({ method: 'POST', url: '/api/v1/upload-images', payload, headers });
}

export function uploadFiles(client: Client, files: readonly UploadFile[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(files);
  return client.request({ method: 'POST', url: '/api/v1/upload-files', payload, headers });
}

/** Uploads images and answers their storage keys (every one must be stored). */
export async function imageKeys(client: Client, files: readonly UploadFile[]): Promise<string[]> {
  const res = await uploadImages(client, files);
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<UploadImagesReply>();
  expect(reply.errors).toEqual([]);
  return reply.uploaded.map((u) => u.image);
}

/** Uploads files with upload-files and answers the reply (status must be 200). */
export async function upload(client: Client, files: readonly UploadFile[]): Promise<UploadReply> {
  const res = await uploadFiles(client, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadReply>();
}

/** Uploads files with upload-files and answers their urls. */
export async function fileUrls(client: Client, files: readonly UploadFile[]): Promise<string[]> {
  return (await upload(client, files)).uploaded.map((u) => u.url);
}

/** The file row of a storage key, or undefined. */
export function fileRow(t: TestApp, key: string) {
  return t.database.db
    .selectFrom('uploaded_files')
    .selectAll()
    .where('storage_key', '=', key)
    .executeTakeFirst();
}

/** The stored bytes of a key, or null. */
export function storedFile(t: TestApp, key: string) {
  return storageFor(t.config).get(key);
}

export const imagesSetupUrl = (id: number) => `/api/v1/objects/${id}/upload-images-setup`;
export const filesSetupUrl = (id: number) => `/api/v1/objects/${id}/upload-files-setup`;

/** Saves an object's images as the upload modal does; answers the new setup (status must be 200). */
export async function saveImages(
  client: Client,
  objectId: number,
  updatedImages: Array<{ id: number; image: string }>,
  removedImages: number[] = [],
): Promise<ObjectImagesSetup> {
  const res = await client.post(imagesSetupUrl(objectId), { removedImages, updatedImages });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ObjectImagesSetup>();
}
