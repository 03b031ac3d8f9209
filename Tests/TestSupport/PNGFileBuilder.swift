/// Builds PNG files byte by byte for tests, without any PNG library: any bit depth and colour type, Adam7
/// interlacing, extra chunks, and zlib streams that carry more than the image (decompression bombs). The image data is
/// stored uncompressed (deflate's stored blocks), so every byte is what the test put there.
public enum PNGFileBuilder {
    /// A PNG of `width` × `height` pixels whose samples (`channels` per pixel, row-major, each `bitDepth` bits —
    /// 8 or 16) are `samples`; `interlaced` stores them in Adam7's passes. `chunks` go between IHDR and IDAT;
    /// `trailingZeros` more zero bytes follow the image inside the zlib stream (compressed 258 to 13 bits).
    public static func png(width: Int, height: Int, bitDepth: Int, colorType: UInt8, samples: [UInt16],
                           interlaced: Bool = false, chunks: [(String, [UInt8])] = [], trailingZeros: Int = 0) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 4
        func row(_ y: Int, columns: [Int]) -> [UInt8] {
            var bytes: [UInt8] = [0]  // filter: none
            for x in columns {
                for channel in 0..<channels {
                    let value = samples[(y * width + x) * channels + channel]
                    if bitDepth == 16 { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] } else { bytes.append(UInt8(value)) }
                }
            }
            return bytes
        }
        var raw: [UInt8] = []
        if interlaced {
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            for (x0, y0, dx, dy) in passes {
                let columns = Array(stride(from: x0, to: width, by: dx))
                guard !columns.isEmpty else { continue }
                for y in stride(from: y0, to: height, by: dy) { raw += row(y, columns: columns) }
            }
        } else {
            for y in 0..<height { raw += row(y, columns: Array(0..<width)) }
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [UInt8(bitDepth), colorType, 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        for (type, data) in chunks { file += chunk(type, data) }
        return file + chunk("IDAT", zlib(raw, trailingZeros: trailingZeros)) + chunk("IEND", [])
    }

    /// A valid PNG header (8-bit RGBA) claiming the given size, followed by a tiny IDAT and IEND: a few dozen bytes
    /// that promise `width × height` pixels.
    public static func headerOnly(width: UInt32, height: UInt32) -> [UInt8] {
        let idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// A chunk: length, type, data, CRC-32.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of `data` in stored blocks, then `trailingZeros` zero bytes as fixed-Huffman matches.
    public static func zlib(_ data: [UInt8], trailingZeros: Int = 0) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count && trailingZeros == 0 ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        if trailingZeros > 0 {
            var writer = BitWriter()
            writer.bits(1, 1)  // final
            writer.bits(1, 2)  // fixed Huffman codes
            writer.code(0b0011_0000, 8)  // literal 0
            var left = trailingZeros - 1
            while left >= 258 {
                writer.code(0b1100_0101, 8)  // length 258 (symbol 285)
                writer.code(0, 5)  // distance 1
                left -= 258
            }
            while left > 0 {
                writer.code(0b0011_0000, 8)
                left -= 1
            }
            writer.code(0, 7)  // end of block
            out += writer.finish()
            b = UInt32((UInt64(b) + UInt64(a) * UInt64(trailingZeros)) % 65521)
        }
        return out + bigEndian(b << 16 | a)
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt64 = 0
        var count = 0

        /// Writes `count` bits of `value`, least significant first (deflate's header fields).
        mutating func bits(_ value: UInt64, _ width: Int) {
            buffer |= value << count
            count += width
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// Writes a Huffman code, most significant bit first.
        mutating func code(_ value: UInt64, _ width: Int) {
            var reversed: UInt64 = 0
            for bit in 0..<width where value >> bit & 1 == 1 { reversed |= 1 << (width - 1 - bit) }
            bits(reversed, width)
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
    }

    /// Four bytes, most significant first.
    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
