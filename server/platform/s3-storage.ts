import crypto from 'node:crypto';
import { assertSafeKey, type FileStorage } from './storage';

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), an R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256hex = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 for S3: returns the headers with x-amz-date and authorization added.
 * `path` and `query` must already be URI-encoded; header names lower-case.
 */
export function signV4(input: {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now?: Date;
}): Record<string, string> {
  const amzDate = (input.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers = { ...input.headers, 'x-amz-date': amzDate };
  const signed = Object.keys(headers).sort();
  const canonical = [
    input.method,
    input.path,
    input.query,
    ...signed.map((h) => `${h}:${headers[h as keyof typeof headers].trim()}`),
    '',
    signed.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, ` +
      `SignedHeaders=${signed.join(';')}, Signature=${signature}`,
  };
}

/**
 * S3-compatible storage over plain HTTPS with AWS Signature V4 (path-style URLs, so MinIO, R2 and
 * AWS all work). No SDK: four calls are all we need (put, get, delete, list).
 */
export function createS3Storage(config: S3Config): FileStorage {
  const base = new URL(config.endpoint);

  async function request(
    method: string,
    key: string,
    opts: { body?: Buffer; contentType?: string; query?: Record<string, string> } = {},
  ) {
    const path = `/${encode(config.bucket)}${key ? `/${key.split('/').map(encode).join('/')}` : ''}`;
    const query = Object.entries(opts.query ?? {})
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&');
    const payloadHash = sha256hex(opts.body ?? '');
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash };
    if (opts.contentType) headers['content-type'] = opts.contentType;
    const { host: _host, ...sendHeaders } = signV4({
      method,
      path,
      query,
      headers,
      payloadHash,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    return fetch(`${base.origin}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: sendHeaders,
      body: opts.body ? new Uint8Array(opts.body) : undefined,
    });
  }

  async function expectOk(res: Response, what: string) {
    if (!res.ok) throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertSafeKey(key);
      await expectOk(await request('PUT', key, { body: data, contentType }), `put ${key}`);
    },
    async get(key) {
      assertSafeKey(key);
      const res = await request('GET', key);
      if (res.status === 404) return null;
      await expectOk(res, `get ${key}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      assertSafeKey(key);
      const res = await request('DELETE', key);
      if (res.status !== 404) await expectOk(res, `delete ${key}`);
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      let token: string | undefined;
      do {
        const res = await request('GET', '', {
          query: {
            'list-type': '2',
            prefix: `${prefix.replace(/\/$/, '')}/`,
            ...(token ? { 'continuation-token': token } : {}),
          },
        });
        await expectOk(res, `list ${prefix}`);
        const xml = await res.text();
        const keys = [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
        for (const key of keys) await expectOk(await request('DELETE', key), `delete ${key}`);
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xml.match(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/)?.[1]
          : undefined;
      } while (token);
    },
  };
}
