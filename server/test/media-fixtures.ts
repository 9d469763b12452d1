/**
 * Crafted media files carrying GPS and device metadata the way phones write it, for the
 * metadata-stripping tests (issue 10). Each is a structurally valid container.
 */
export const GPS = '+40.7128-074.0060/';
export const DEVICE = 'Pixel 7 Pro';

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const full = (type: string, body: Buffer) => box(type, Buffer.alloc(4), body);
const hdlr = (handler: string) =>
  full(
    'hdlr',
    Buffer.concat([Buffer.alloc(4), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from('Handler\0')]),
  );

/** MP4/MOV: ftyp, moov (mvhd, one track, udta ©xyz/©mod, Apple meta keys/ilst location), mdat. */
export function mp4WithGps(options: { brand?: string; handler?: 'vide' | 'soun' | 'meta' } = {}): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'isom', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const mvhd = full(
    'mvhd',
    Buffer.concat([Buffer.alloc(8), Buffer.from([0, 0, 0x03, 0xe8, 0, 0, 0x13, 0x88]), Buffer.alloc(80)]),
  );
  const trak = box(
    'trak',
    full('tkhd', Buffer.alloc(80)),
    box('mdia', full('mdhd', Buffer.alloc(20)), hdlr(options.handler ?? 'vide')),
    box('udta', box('©mak', Buffer.from('Google\0'))),
  );
  const udta = box(
    'udta',
    box('©xyz', Buffer.from([0, 18, 0x15, 0xc7]), Buffer.from(GPS)),
    box('©mod', Buffer.from(DEVICE)),
  );
  const meta = full(
    'meta',
    Buffer.concat([
      hdlr('mdta'),
      full(
        'keys',
        Buffer.concat([Buffer.from([0, 0, 0, 1]), box('mdta', Buffer.from('com.apple.quicktime.location.ISO6709'))]),
      ),
      box('ilst', box('\0\0\0\x01', box('data', Buffer.alloc(8), Buffer.from(GPS)))),
    ]),
  );
  const moov = box('moov', mvhd, trak, udta, meta);
  const mdat = box('mdat', Buffer.from('frame-data-that-must-survive'));
  return Buffer.concat([ftyp, moov, mdat]);
}

const ebml = (id: number[], body: Buffer, unknownSize = false) => {
  let size: Buffer;
  if (unknownSize) size = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(body.length), 0);
    size[0] = 0x01;
  }
  return Buffer.concat([Buffer.from(id), size, body]);
};

/**
 * WebM: EBML header, Segment (unknown size, as MediaRecorder writes) with Info apps, a track, Tags with a
 * location, a cluster.
 */
export function webmWithGps(trackType: 1 | 2 = 2): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm'))]));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      ebml([0x4d, 0x80], Buffer.from('Lavf60.3.100')),
      ebml([0x57, 0x41], Buffer.from(DEVICE)),
    ]),
  );
  const tracks = ebml(
    [0x16, 0x54, 0xae, 0x6b],
    ebml([0xae], Buffer.concat([ebml([0xd7], Buffer.from([1])), ebml([0x83], Buffer.from([trackType]))])),
  );
  const tags = ebml(
    [0x12, 0x54, 0xc3, 0x67],
    ebml(
      [0x73, 0x73],
      ebml(
        [0x67, 0xc8],
        Buffer.concat([ebml([0x45, 0xa3], Buffer.from('LOCATION')), ebml([0x44, 0x87], Buffer.from(GPS))]),
      ),
    ),
  );
  const cluster = ebml(
    [0x1f, 0x43, 0xb6, 0x75],
    Buffer.concat([ebml([0xe7], Buffer.from([0])), ebml([0xa3], Buffer.from('opus-frame-data'))]),
    true,
  );
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, tags, cluster]), true)]);
}

/** Ogg Opus with LOCATION and device comments in OpusTags (one packet per page, valid CRCs). */
export function oggOpusWithGps(crc: (page: Buffer) => number): Buffer {
  const page = (granule: bigint, seq: number, payload: Buffer, type = 0) => {
    const header = Buffer.alloc(27);
    header.write('OggS', 0);
    header[5] = type;
    header.writeBigInt64LE(granule, 6);
    header.writeUInt32LE(0x1234, 14);
    header.writeUInt32LE(seq, 18);
    header[26] = 1;
    const p = Buffer.concat([header, Buffer.from([payload.length]), payload]);
    p.writeUInt32LE(crc(p), 22);
    return p;
  };
  const head = Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  const vendor = Buffer.from('libopus 1.4');
  const comments = [`LOCATION=${GPS}`, `DEVICE=${DEVICE}`].map((c) => {
    const b = Buffer.alloc(4 + c.length);
    b.writeUInt32LE(c.length, 0);
    b.write(c, 4);
    return b;
  });
  const count = Buffer.alloc(4);
  count.writeUInt32LE(comments.length, 0);
  const vlen = Buffer.alloc(4);
  vlen.writeUInt32LE(vendor.length, 0);
  const tags = Buffer.concat([Buffer.from('OpusTags'), vlen, vendor, count, ...comments]);
  return Buffer.concat([page(0n, 0, head, 2), page(0n, 1, tags), page(BigInt(3 * 48_000), 2, Buffer.alloc(100, 7), 4)]);
}

/** MP3 with an ID3v2 tag (GPS in a TXXX frame) and an ID3v1 tag. */
export function mp3WithGps(): Buffer {
  const frame = Buffer.concat([Buffer.from('TXXX'), Buffer.from([0, 0, 0, 30, 0, 0]), Buffer.from(`\0GPS\0${GPS}`)]);
  const id3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, frame.length]), frame]);
  const audio = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 0x55)]);
  const v1 = Buffer.alloc(128);
  v1.write('TAG');
  v1.write(DEVICE, 3);
  return Buffer.concat([id3, audio, audio, audio, v1]);
}
