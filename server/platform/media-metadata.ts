/**
 * Metadata stripping for video stories and voice messages (issue 10: GPS and device details must
 * not reach storage). There is no transcoder in the stack, so containers are rewritten in place:
 * every metadata box/element keeps its length but becomes padding (an ISO BMFF 'free' box, a
 * Matroska Void element) with its bytes zeroed. Sample data and every file offset stay as they
 * were, so players are unaffected and chunk offset tables need no fixing. Timed metadata tracks
 * (GoPro GPMF, camera motion, Apple mebx) keep their samples in the media data, where they cannot
 * be blanked safely, so such files are refused instead.
 *
 * Also tells whether a container holds video, so voice messages can accept audio only.
 */

export class MediaMetadataError extends Error {}

export interface StripResult {
  data: Buffer;
  hasVideo: boolean;
  hasAudio: boolean;
  removed: string[];
}

// ISO BMFF (MP4, MOV, M4A)

/** Boxes we look inside of. */
const BMFF_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'stbl', 'edts', 'mvex', 'moof', 'traf']);
/**
 * Boxes that only describe the recording: location (©xyz, com.apple.quicktime.location), make, model,
 * software, XMP.
 */
const BMFF_METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_', 'Xtra', 'ilst', 'keys']);
/** Handler types of timed metadata tracks whose samples sit in mdat. */
const BMFF_METADATA_HANDLERS = new Set(['meta', 'mebx', 'camm', 'gpmd']);

function blank(buf: Buffer, start: number, headerLength: number, end: number, type: string): void {
  buf.write(type, start + 4, 'latin1');
  buf.fill(0, start + headerLength, end);
}

function walkBmff(buf: Buffer, from: number, to: number, out: StripResult, depth: number): void {
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) throw new MediaMetadataError('truncated box');
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new MediaMetadataError(`box ${JSON.stringify(type)} overruns the file`);
    const end = at + size;
    if (BMFF_METADATA.has(type)) {
      blank(buf, at, header, end, 'free');
      out.removed.push(type);
    } else if (type === 'hdlr' && end - at >= header + 12) {
      const handler = buf.toString('latin1', at + header + 8, at + header + 12);
      if (handler === 'vide') out.hasVideo = true;
      if (handler === 'soun') out.hasAudio = true;
      if (BMFF_METADATA_HANDLERS.has(handler)) throw new MediaMetadataError('timed metadata track');
    } else if (BMFF_CONTAINERS.has(type) && depth < 12) {
      walkBmff(buf, at + header, end, out, depth + 1);
    }
    at = end;
  }
}

export function stripBmff(input: Buffer): StripResult {
  const out: StripResult = { data: Buffer.from(input), hasVideo: false, hasAudio: false, removed: [] };
  walkBmff(out.data, 0, out.data.length, out, 0);
  return out;
}

// Matroska / WebM (EBML)

const EBML_SEGMENT = 0x18538067;
const EBML_CLUSTER = 0x1f43b675;
const EBML_INFO = 0x1549a966;
const EBML_TRACKS = 0x1654ae6b;
const EBML_TRACK_ENTRY = 0xae;
const EBML_TRACK_TYPE = 0x83;
/** Segment-level elements: a cluster of unknown size ends where one of these begins. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  EBML_INFO,
  EBML_TRACKS,
  EBML_CLUSTER,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
]);
/** Tags, Attachments and Chapters at segment level; Title, MuxingApp, WritingApp and DateUTC in Info. */
const EBML_METADATA = new Set([0x1254c367, 0x1941a469, 0x1043a770, 0x7ba9, 0x4d80, 0x5741, 0x4461]);

function readId(buf: Buffer, at: number): { id: number; length: number } {
  const first = buf[at];
  const length = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : first >= 0x10 ? 4 : 0;
  if (!length || at + length > buf.length) throw new MediaMetadataError('bad element id');
  return { id: buf.readUIntBE(at, length), length };
}

function readSize(buf: Buffer, at: number): { size: number | null; length: number } {
  const first = buf[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > buf.length) throw new MediaMetadataError('bad element size');
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i];
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  return { size: allOnes ? null : value, length };
}

/** Turns [start, end) into one Void element (ID 0xEC) of exactly that length, zero-filled. */
function voidElement(buf: Buffer, start: number, end: number): void {
  const total = end - start;
  for (let n = 1; n <= 8; n++) {
    const payload = total - 1 - n;
    if (payload < 0) break;
    if (payload < 2 ** (7 * n) - 1) {
      buf.fill(0, start, end);
      buf[start] = 0xec;
      let v = payload;
      for (let i = n - 1; i >= 0; i--) {
        buf[start + 1 + i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      buf[start + 1] |= 0x80 >> (n - 1);
      return;
    }
  }
  throw new MediaMetadataError('metadata element too small to blank');
}

function walkEbml(
  buf: Buffer,
  from: number,
  to: number,
  out: StripResult,
  depth: number,
  unknownCluster = false,
): number {
  let at = from;
  while (at < to) {
    // Zero padding to the end holds nothing; any other unreadable byte is refused.
    if (buf[at] < 0x10 && buf.subarray(at, to).every((b) => b === 0)) return to;
    if (at + 2 > to) break;
    const { id, length: idLength } = readId(buf, at);
    // Inside a cluster of unknown size, the next segment-level element ends the cluster.
    if (unknownCluster && SEGMENT_CHILDREN.has(id)) return at;
    const { size, length: sizeLength } = readSize(buf, at + idLength);
    const dataStart = at + idLength + sizeLength;
    if (size === null) {
      if (id !== EBML_SEGMENT && id !== EBML_CLUSTER) throw new MediaMetadataError('unknown-size element');
      at = walkEbml(buf, dataStart, to, out, depth + 1, id === EBML_CLUSTER);
      continue;
    }
    const end = dataStart + size;
    if (end > to) throw new MediaMetadataError('element overruns the file');
    if (EBML_METADATA.has(id)) {
      voidElement(buf, at, end);
      out.removed.push(id.toString(16));
    } else if (id === EBML_TRACK_TYPE && size >= 1) {
      const kind = buf.readUIntBE(dataStart, Math.min(size, 6));
      if (kind === 1) out.hasVideo = true;
      if (kind === 2) out.hasAudio = true;
      if (kind === 0x21) throw new MediaMetadataError('metadata track');
    } else if (
      (id === EBML_SEGMENT || id === EBML_INFO || id === EBML_TRACKS || id === EBML_TRACK_ENTRY) &&
      depth < 6
    ) {
      walkEbml(buf, dataStart, end, out, depth + 1);
    }
    at = end;
  }
  return at;
}

export function stripMatroska(input: Buffer): StripResult {
  const out: StripResult = { data: Buffer.from(input), hasVideo: false, hasAudio: false, removed: [] };
  walkEbml(out.data, 0, out.data.length, out, 0);
  return out;
}

// Ogg Opus: the OpusTags comment packet (title, artist, location, encoder...)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

export function oggCrc(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ page[i]) & 0xff]) >>> 0;
  return crc >>> 0;
}

/**
 * Empties the user comment list of an OpusTags header that fits in one page (browsers write it so);
 * the freed bytes become padding, which RFC 7845 §5.2 lets readers ignore (first byte's low bit 0).
 */
export function stripOggOpus(input: Buffer): StripResult {
  const data = Buffer.from(input);
  const out: StripResult = { data, hasVideo: false, hasAudio: true, removed: [] };
  const at = data.indexOf('OpusTags');
  if (at < 0) return out;
  const page = data.lastIndexOf('OggS', at);
  if (page < 0) throw new MediaMetadataError('OpusTags outside a page');
  const segments = data[page + 26];
  const headerLength = 27 + segments;
  const bodyLength = [...data.subarray(page + 27, page + headerLength)].reduce((a, b) => a + b, 0);
  const pageEnd = page + headerLength + bodyLength;
  if (at !== page + headerLength || pageEnd > data.length) throw new MediaMetadataError('OpusTags spans pages');
  const vendorLength = data.readUInt32LE(at + 8);
  const countAt = at + 12 + vendorLength;
  if (countAt + 4 > pageEnd) throw new MediaMetadataError('bad OpusTags');
  if (data.readUInt32LE(countAt) > 0) out.removed.push('OpusTags comments');
  data.writeUInt32LE(0, countAt);
  data.fill(0, countAt + 4, pageEnd);
  data.writeUInt32LE(0, page + 22);
  data.writeUInt32LE(oggCrc(data.subarray(page, pageEnd)), page + 22);
  return out;
}

// MP3: ID3v2 at the start, ID3v1 / APE at the end

export function stripMp3(input: Buffer): StripResult {
  let start = 0;
  while (input.length >= start + 10 && input.toString('latin1', start, start + 3) === 'ID3') {
    const size =
      ((input[start + 6] & 0x7f) << 21) |
      ((input[start + 7] & 0x7f) << 14) |
      ((input[start + 8] & 0x7f) << 7) |
      (input[start + 9] & 0x7f);
    const footer = input[start + 5] & 0x10 ? 10 : 0;
    start += 10 + size + footer;
  }
  let end = input.length;
  if (end - start >= 128 && input.toString('latin1', end - 128, end - 125) === 'TAG') end -= 128;
  const ape = input.lastIndexOf('APETAGEX', end);
  if (ape >= start && end - ape <= 32) {
    const tagSize = input.readUInt32LE(ape + 12);
    end = Math.max(start, ape + 32 - tagSize - 32);
  }
  const removed = start > 0 || end < input.length ? ['ID3'] : [];
  return { data: Buffer.from(input.subarray(start, end)), hasVideo: false, hasAudio: true, removed };
}

/** Strips whatever container `mime` names; throws MediaMetadataError for files it cannot vouch for. */
export function stripMediaMetadata(input: Buffer, mime: string): StripResult {
  if (mime === 'video/mp4' || mime === 'audio/mp4' || mime === 'video/quicktime') return stripBmff(input);
  if (mime === 'video/webm' || mime === 'audio/webm') return stripMatroska(input);
  if (mime === 'audio/ogg') return stripOggOpus(input);
  if (mime === 'audio/mpeg') return stripMp3(input);
  throw new MediaMetadataError(`unsupported container ${mime}`);
}
